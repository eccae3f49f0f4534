import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../../db/connection';

/**
 * Events for the push stream (GET mn/0000/pushmsg). With PostgreSQL every server process
 * hears every event through LISTEN/NOTIFY, so a download finished by a worker in one process
 * reaches the user's stream in another; in embedded mode (PGlite) there is one process and
 * events stay in it.
 */
export interface PushEvent {
  /** 'download' (a download-centre record changed), 'notice' (a new announcement) ... */
  type: string;
  /** Deliver to this user only; absent: to everybody. */
  userId?: number;
  /** Deliver to accounts of this kind only (an announcement for customers or for staff); absent: any. */
  userType?: 'staff' | 'customer';
  data?: unknown;
}

/** Who listens: the events addressed to them (by id or by kind of account) and to everybody. */
export interface Listener {
  userId: number;
  userType: 'staff' | 'customer';
}

const CHANNEL = 'cbl_push';

interface Bus {
  emitter: EventEmitter;
  listener?: pg.Client;
  ready: Promise<void>;
}

const buses = new WeakMap<Database, Bus>();

function connectionString(db: Database): string | undefined {
  // Drizzle keeps the pg Pool it was made with; its options carry the connection string.
  const client = (db.orm as unknown as { $client?: { options?: pg.PoolConfig } }).$client;
  return client?.options?.connectionString;
}

function busFor(db: Database): Bus {
  let bus = buses.get(db);
  if (bus) return bus;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  bus = { emitter, ready: Promise.resolve() };
  buses.set(db, bus);
  const url = db.kind === 'pg' ? connectionString(db) : undefined;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    const b = bus;
    b.listener = client;
    b.ready = (async () => {
      client.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          emitter.emit('event', JSON.parse(msg.payload) as PushEvent);
        } catch {
          /* not ours */
        }
      });
      client.on('error', () => {
        // The connection dropped: fall back to this process only until the next start.
        b.listener = undefined;
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    })().catch(() => {
      b.listener = undefined;
    });
  }
  return bus;
}

/** Starts listening (PostgreSQL) so that events published elsewhere are heard. */
export async function startPushBus(db: Database): Promise<void> {
  await busFor(db).ready;
}

export async function publishEvent(db: Database, event: PushEvent): Promise<void> {
  const bus = busFor(db);
  await bus.ready;
  if (bus.listener) {
    // Every process (this one included) hears it through LISTEN.
    await db.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  } else {
    bus.emitter.emit('event', event);
  }
}

/** Subscribes to the events one user should see; returns the unsubscribe function. */
export function subscribe(db: Database, who: Listener, onEvent: (e: PushEvent) => void): () => void {
  const bus = busFor(db);
  const fn = (e: PushEvent) => {
    if ((e.userId === undefined || e.userId === who.userId) && (e.userType === undefined || e.userType === who.userType)) onEvent(e);
  };
  bus.emitter.on('event', fn);
  return () => bus.emitter.off('event', fn);
}

export async function stopPushBus(db: Database): Promise<void> {
  const bus = buses.get(db);
  if (!bus) return;
  buses.delete(db);
  bus.emitter.emit('close');
  bus.emitter.removeAllListeners('event');
  const l = bus.listener;
  bus.listener = undefined;
  await l?.end().catch(() => {});
}

/** Fires when the bus for this database is stopped (open streams end then). */
export function onBusClose(db: Database, fn: () => void): () => void {
  const bus = busFor(db);
  bus.emitter.once('close', fn);
  return () => bus.emitter.off('close', fn);
}
