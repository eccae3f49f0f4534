import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { onBusClose, subscribe, type Listener, type PushEvent } from './bus';

const HEARTBEAT_MS = 25_000;
const open = new Set<() => void>();

/** Ends every open stream (server shutdown), so closing the HTTP server does not wait on them. */
export function closeAllStreams(): void {
  for (const end of [...open]) end();
}

let signalsHooked = false;
function hookSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  // main.ts closes the app on these signals; a live stream would hold that close up.
  // Only where someone already handles the signal: never change a process's default exit.
  for (const sig of ['SIGINT', 'SIGTERM'] as const) if (process.listenerCount(sig) > 0) process.prependListener(sig, closeAllStreams);
}

function frame(e: PushEvent): string {
  return `event: ${e.type}\ndata: ${JSON.stringify(e.data ?? null)}\n\n`;
}

/**
 * Writes a text/event-stream reply and keeps it open: the user's events as they come, a
 * comment line as a heartbeat (proxies close idle connections), until the client goes away.
 */
export function openEventStream(db: Database, req: FastifyRequest, reply: FastifyReply, who: Listener): void {
  hookSignals();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 5000\n: connected\n\n`);
  let ended = false;
  const unsubscribe = subscribe(db, who, (e) => {
    if (!ended) res.write(frame(e));
  });
  const heartbeat = setInterval(() => res.write(`: ping ${Date.now()}\n\n`), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    offClose();
    open.delete(end);
    res.end();
  };
  const offClose = onBusClose(db, end);
  open.add(end);
  req.raw.on('close', end);
  res.on('error', end);
}
