/**
 * The sandbox carrier "SBX Express": a small real HTTP service standing in for a carrier channel
 * (order transfer, tracking numbers, labels, tracking events), so the server and the tests cross a
 * real boundary (DESIGN.md "outside systems"). JSON in and out; an error is {ok: false, error}.
 *
 * Business calls: each needs the headers `x-api-account` and `x-api-key` of an account the
 * sandbox knows (given at start, or added with PUT /control/accounts/:account), else
 * 401 {ok: false, error}. A shipment belongs to its account: another account gets 404.
 *
 *   POST   /shipments              {reference, service, recipient: {name, country, city?, postcode?, address1, phone?},
 *                                   parcels: [{weight, length?, width?, height?}], declaredValue?, currency?}
 *                                   (reference: our system order number, the idempotency key; weight in kg > 0,
 *                                   sizes in cm; country ISO 3166 alpha-2; service one of the sandbox's codes)
 *                                -> 201 {shipmentId, channelNo, trackingNo, labelUrl, reference, service, status, createdAt}
 *                                   200 the same shipment when the account has a live one for `reference` already
 *                                   (never a second one; what else the repeat says is not compared); once
 *                                   cancelled, the reference is free and the next create makes a new shipment
 *                                   400 {ok: false, error} naming every bad field (missing recipient country, no parcels,
 *                                   weight <= 0, unknown service, ...); 413 past 64 KB
 *   GET    /shipments/:id/label   -> 200 application/pdf: one 100 × 150 mm page per parcel, the tracking number as
 *                                   text and Code 128 barcode, the recipient, the reference (carrier-label.ts)
 *   DELETE /shipments/:id         -> 200 {ok: true}; 409 {ok: false, error} when already cancelled
 *   GET    /shipments/:id/events  -> 200 {events: [{status, at, location, description}]}, oldest first: a fixed
 *                                   progression by time since creation (EVENT_SCHEDULE; statuses are our tracking
 *                                   statuses' values, src/domain/dictionaries/tracking-status.ts), stopping when
 *                                   the shipment is cancelled
 *
 * Control (no authentication; for tests and demos):
 *   PUT    /control/accounts/:account {key}  -> 200 {ok: true}  (adds the account, or changes its key)
 *   POST   /control/behaviour {mode, status?, message?, delayMs?, times?} -> 200 {ok: true}
 *          how the next business calls go: 'ok' (normal again); 'fail': answer `status` (default 500) with
 *          {ok: false, error: message} and do nothing; 'timeout': do the call but never answer (the
 *          client gives up; the work is done, as when a carrier's answer is lost); 'slow': wait `delayMs`
 *          (default 2000), then do the call and answer. For the next `times` business calls, or until
 *          changed or reset. It comes before authentication: every business call counts, and a 'timeout'
 *          withholds whatever answer the call would have got.
 *   POST   /control/clock {advanceMs}        -> 200 {now}  (moves the sandbox's clock on: events progress)
 *   GET    /control/shipments?reference=     -> 200 {shipments: [...], createCalls: {reference: n}}: every
 *          shipment (of that reference), and per reference how many create calls passed the behaviour
 *          and authentication (answered or not, valid or not): "it reached the carrier once"
 *   DELETE /control/state                    -> 200 {ok: true}  (back to how it started: no shipments or
 *          counts, accounts given at start only, behaviour 'ok', clock now; held calls are dropped)
 *   GET    /health                           -> 200 {ok: true}
 *
 * The server starts one itself (127.0.0.1, random port, URL logged, knowing SANDBOX_DEMO_ACCOUNT) when
 * CARRIER_URL is not set; tests start their own with `startCarrierSandbox({accounts})`. Run it alone with
 * `npx tsx src/server/sandbox/carrier.ts` (port from CARRIER_SANDBOX_PORT, default 18091; accounts from
 * CARRIER_SANDBOX_ACCOUNTS=account:key,..., default the demo account) and point the server at it with
 * CARRIER_URL=http://127.0.0.1:18091.
 */
import type http from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';
import { trackingStatus } from '../../domain/dictionaries/tracking-status';
import { renderLabel } from './carrier-label';
import { BodyTooLarge, close, jsonServer, listen, readBody, runStandalone, sendJson } from './http';

/** The account the embedded and standalone sandboxes know from the start (a sandbox: not a secret). */
export const SANDBOX_DEMO_ACCOUNT = { account: 'sbx-demo', key: 'sbx-demo-key' } as const;
/** Service codes the sandbox knows unless told others. */
export const SANDBOX_SERVICES = ['SBX-STD', 'SBX-EXP'] as const;

export interface Recipient {
  name: string;
  country: string;
  city?: string;
  postcode?: string;
  address1: string;
  phone?: string;
}

export interface Parcel {
  weight: number;
  length?: number;
  width?: number;
  height?: number;
}

/** The body of POST /shipments. */
export interface CreateShipmentBody {
  reference: string;
  service: string;
  recipient: Recipient;
  parcels: Parcel[];
  declaredValue?: number;
  currency?: string;
}

/** A shipment as the control calls show it. */
export interface SandboxShipment extends CreateShipmentBody {
  shipmentId: string;
  account: string;
  channelNo: string;
  trackingNo: string;
  status: 'created' | 'cancelled';
  /** ISO times on the sandbox's clock. */
  createdAt: string;
  cancelledAt?: string;
}

export type BehaviourMode = 'ok' | 'fail' | 'timeout' | 'slow';
export interface Behaviour {
  mode: BehaviourMode;
  status?: number;
  message?: string;
  delayMs?: number;
  times?: number;
}

export interface CarrierSandboxOptions {
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** account -> key */
  accounts?: Record<string, string>;
  services?: readonly string[];
}

export interface CarrierSandbox {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  server: http.Server;
  addAccount(account: string, key: string): void;
  /** Shipments created, oldest first; only those of `reference` when given. */
  shipments(reference?: string): SandboxShipment[];
  /** Create calls that named `reference` (see GET /control/shipments). */
  createCalls(reference: string): number;
  /** Sets how the next business calls go (as POST /control/behaviour). */
  behave(behaviour: Behaviour): void;
  /** As DELETE /control/state. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;
const HOUR = 3600_000;

const statusValues = new Set(trackingStatus.items.map((i) => i.value));
/** Where a shipment is, `afterMs` after creation. Statuses are our tracking statuses' values (checked at load). */
const EVENT_SCHEDULE: { afterMs: number; status: string; where: 'origin' | 'hub' | 'gateway' | 'destination'; description: string }[] = [
  { afterMs: 0, status: 'create_order', where: 'origin', description: 'Shipment information received' },
  { afterMs: 3 * HOUR, status: 'customs_clearance', where: 'origin', description: 'Export customs declaration cleared' },
  { afterMs: 8 * HOUR, status: 'shipment_start', where: 'hub', description: 'Departed from the origin hub' },
  { afterMs: 30 * HOUR, status: 'arrival', where: 'gateway', description: 'Arrived in the destination country' },
  { afterMs: 36 * HOUR, status: 'customs_liquidation', where: 'gateway', description: 'Import customs cleared' },
  { afterMs: 48 * HOUR, status: 'in_transit', where: 'destination', description: 'In transit to the delivery depot' },
  { afterMs: 60 * HOUR, status: 'delivered', where: 'destination', description: 'Out for delivery' },
  { afterMs: 62 * HOUR, status: 'taken_delivery', where: 'destination', description: 'Delivered and signed for' },
];
for (const step of EVENT_SCHEDULE) if (!statusValues.has(step.status)) throw new Error(`carrier sandbox: unknown tracking status ${step.status}`);

function locationOf(where: (typeof EVENT_SCHEDULE)[number]['where'], r: Recipient): string {
  if (where === 'origin') return 'Shenzhen, CN';
  if (where === 'hub') return 'Hong Kong, HK';
  if (where === 'gateway') return `Gateway, ${r.country}`;
  return [r.city, r.country].filter(Boolean).join(', ');
}

/** A UPU S10-style number: 2 letters, 8 digits, the S10 check digit, the origin country. */
function s10Number(): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const sum = [8, 6, 4, 2, 3, 5, 9, 7].reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  return `SB${digits}${check === 10 ? 0 : check === 11 ? 5 : check}CN`;
}

type Json = Record<string, unknown>;
/** An answer: status and JSON body. */
type Reply = [status: number, body: unknown];
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a create body; answers every problem, or the shipment's parts. */
function parseCreate(body: Json, services: readonly string[]): { problems: string[]; value?: CreateShipmentBody } {
  const problems: string[] = [];
  const text = (v: unknown, name: string, max: number, required: boolean): string | undefined => {
    if (v === undefined || v === null || v === '') {
      if (required) problems.push(`${name} is required`);
      return undefined;
    }
    if (typeof v !== 'string' || v.length > max) problems.push(`${name} must be text of at most ${max} characters`);
    return typeof v === 'string' ? v : undefined;
  };
  const positive = (v: unknown, name: string, required: boolean): number | undefined => {
    if (v === undefined || v === null) {
      if (required) problems.push(`${name} is required`);
      return undefined;
    }
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) problems.push(`${name} must be a number above 0`);
    return typeof v === 'number' ? v : undefined;
  };

  const reference = text(body.reference, 'reference', 50, true);
  const service = text(body.service, 'service', 30, true);
  if (service !== undefined && !services.includes(service)) problems.push(`service "${service}" is not a service of SBX Express (${services.join(', ')})`);

  let recipient: Recipient | undefined;
  if (!isObject(body.recipient)) problems.push('recipient is required');
  else {
    const r = body.recipient;
    const country = text(r.country, 'recipient.country', 2, true);
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) problems.push('recipient.country must be an ISO 3166 alpha-2 code such as DE');
    recipient = {
      name: text(r.name, 'recipient.name', 100, true)!,
      country: country!,
      city: text(r.city, 'recipient.city', 50, false),
      postcode: text(r.postcode, 'recipient.postcode', 20, false),
      address1: text(r.address1, 'recipient.address1', 200, true)!,
      phone: text(r.phone, 'recipient.phone', 30, false),
    };
  }

  const parcels: Parcel[] = [];
  if (!Array.isArray(body.parcels) || body.parcels.length === 0) problems.push('parcels must list at least one parcel');
  else if (body.parcels.length > 80) problems.push('parcels may list at most 80 parcels');
  else
    body.parcels.forEach((p: unknown, i) => {
      if (!isObject(p)) return void problems.push(`parcels[${i}] must be an object`);
      parcels.push({
        weight: positive(p.weight, `parcels[${i}].weight`, true)!,
        length: positive(p.length, `parcels[${i}].length`, false),
        width: positive(p.width, `parcels[${i}].width`, false),
        height: positive(p.height, `parcels[${i}].height`, false),
      });
    });

  let declaredValue: number | undefined;
  if (body.declaredValue !== undefined && body.declaredValue !== null) {
    if (typeof body.declaredValue !== 'number' || !Number.isFinite(body.declaredValue) || body.declaredValue < 0) problems.push('declaredValue must be a number of 0 or more');
    else declaredValue = body.declaredValue;
  }
  const currency = text(body.currency, 'currency', 3, false);
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) problems.push('currency must be an ISO 4217 code such as EUR');

  if (problems.length) return { problems };
  return { problems, value: { reference: reference!, service: service!, recipient: recipient!, parcels, declaredValue, currency } };
}

export async function startCarrierSandbox(opts: CarrierSandboxOptions = {}): Promise<CarrierSandbox> {
  const services = opts.services ?? SANDBOX_SERVICES;
  const startAccounts = { ...opts.accounts };
  let accounts = new Map(Object.entries(startAccounts));
  let shipments = new Map<string, SandboxShipment>();
  let createCalls = new Map<string, number>();
  let behaviour: Behaviour = { mode: 'ok' };
  let clockOffset = 0;
  /** Calls answered by nobody (behaviour 'timeout'), dropped at reset and close. */
  const held = new Set<http.ServerResponse>();

  const now = () => Date.now() + clockOffset;
  const liveFor = (account: string, reference: string) =>
    [...shipments.values()].find((s) => s.account === account && s.reference === reference && s.status === 'created');
  const listed = (reference?: string) => [...shipments.values()].filter((s) => reference === undefined || s.reference === reference);
  const reset = () => {
    accounts = new Map(Object.entries(startAccounts));
    shipments = new Map();
    createCalls = new Map();
    behaviour = { mode: 'ok' };
    clockOffset = 0;
    for (const res of held) res.destroy();
    held.clear();
  };

  const behave = (b: Behaviour) => {
    behaviour = b.mode === 'ok' ? { mode: 'ok' } : { ...b };
  };
  /** The behaviour for this business call, counting it against `times`. */
  const takeBehaviour = (): Behaviour => {
    const b = behaviour;
    if (b.mode !== 'ok' && b.times !== undefined && --b.times <= 0) behaviour = { mode: 'ok' };
    return b;
  };

  const view = (s: SandboxShipment, base: string) => ({
    shipmentId: s.shipmentId,
    channelNo: s.channelNo,
    trackingNo: s.trackingNo,
    labelUrl: `${base}/shipments/${s.shipmentId}/label`,
    reference: s.reference,
    service: s.service,
    status: s.status,
    createdAt: s.createdAt,
  });

  const events = (s: SandboxShipment) => {
    const created = Date.parse(s.createdAt);
    const until = s.cancelledAt ? Math.min(Date.parse(s.cancelledAt), now()) : now();
    return EVENT_SCHEDULE.filter((e) => created + e.afterMs <= until).map((e) => ({
      status: e.status,
      at: new Date(created + e.afterMs).toISOString(),
      location: locationOf(e.where, s.recipient),
      description: e.description,
    }));
  };

  /** Reads a JSON object body, or answers why not (400, 413). */
  const jsonBody = async (req: http.IncomingMessage): Promise<{ body: Json } | { refused: Reply }> => {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_BODY));
    } catch (err) {
      return { refused: err instanceof BodyTooLarge ? [413, { ok: false, error: err.message }] : [400, { ok: false, error: 'the body must be JSON' }] };
    }
    return isObject(body) ? { body } : { refused: [400, { ok: false, error: 'the body must be a JSON object' }] };
  };

  /** A business call of an authenticated account: its answer. */
  async function business(req: http.IncomingMessage, account: string, parts: string[], base: string): Promise<Reply | { pdf: Uint8Array }> {
    if (parts.length === 1 && req.method === 'POST') {
      const read = await jsonBody(req);
      if ('refused' in read) return read.refused;
      const { body } = read;
      if (typeof body.reference === 'string') createCalls.set(body.reference, (createCalls.get(body.reference) ?? 0) + 1);
      const { problems, value } = parseCreate(body, services);
      if (!value) return [400, { ok: false, error: problems.join('; ') }];
      const existing = liveFor(account, value.reference);
      if (existing) return [200, view(existing, base)];
      const shipment: SandboxShipment = {
        ...value,
        shipmentId: `shp_${randomBytes(8).toString('hex')}`,
        account,
        channelNo: `SBX${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
        trackingNo: s10Number(),
        status: 'created',
        createdAt: new Date(now()).toISOString(),
      };
      shipments.set(shipment.shipmentId, shipment);
      return [201, view(shipment, base)];
    }
    const shipment = shipments.get(parts[1] ?? '');
    if (!shipment || shipment.account !== account) return [404, { ok: false, error: `no shipment ${parts[1] ?? ''}` }];
    if (parts.length === 2 && req.method === 'DELETE') {
      if (shipment.status === 'cancelled') return [409, { ok: false, error: `shipment ${shipment.shipmentId} is already cancelled` }];
      shipment.status = 'cancelled';
      shipment.cancelledAt = new Date(now()).toISOString();
      return [200, { ok: true }];
    }
    if (parts.length === 3 && parts[2] === 'events' && req.method === 'GET') return [200, { events: events(shipment) }];
    if (parts.length === 3 && parts[2] === 'label' && req.method === 'GET') {
      return { pdf: await renderLabel({ ...shipment, createdAt: new Date(shipment.createdAt) }) };
    }
    return [404, { ok: false, error: 'not found' }];
  }

  /** The account the call authenticates as, or its 401 answer. */
  const authenticate = (req: http.IncomingMessage): { account: string } | { refused: Reply } => {
    const account = req.headers['x-api-account'];
    const key = req.headers['x-api-key'];
    if (typeof account !== 'string' || typeof key !== 'string' || !account || !key) {
      return { refused: [401, { ok: false, error: 'the x-api-account and x-api-key headers are required' }] };
    }
    return accounts.get(account) === key ? { account } : { refused: [401, { ok: false, error: 'unknown API account or wrong key' }] };
  };

  /** A business call: the behaviour first ('fail' answers at once, 'slow' waits), then the call; 'timeout' keeps its answer. */
  const businessCall = async (req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) => {
    const b = takeBehaviour();
    if (b.mode === 'fail') return sendJson(res, b.status ?? 500, { ok: false, error: b.message ?? 'SBX Express is unavailable' });
    if (b.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, b.delayMs ?? 2000));
    const who = authenticate(req);
    const answer = 'refused' in who ? who.refused : await business(req, who.account, parts, `http://${req.headers.host ?? new URL(url).host}`);
    if (b.mode === 'timeout') {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if ('pdf' in answer) {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': answer.pdf.byteLength,
        'content-disposition': `inline; filename="label-${parts[1]}.pdf"`,
      });
      res.end(answer.pdf);
      return;
    }
    sendJson(res, answer[0], answer[1]);
  };

  const control = async (req: http.IncomingMessage, res: http.ServerResponse, parts: string[], query: URLSearchParams) => {
    const [, what, name] = parts;
    if (what === 'accounts' && name && parts.length === 3 && req.method === 'PUT') {
      const read = await jsonBody(req);
      if ('refused' in read) return sendJson(res, ...read.refused);
      const { body } = read;
      if (typeof body.key !== 'string' || !body.key) return sendJson(res, 400, { ok: false, error: 'key is required' });
      accounts.set(decodeURIComponent(name), body.key);
      return sendJson(res, 200, { ok: true });
    }
    if (what === 'behaviour' && parts.length === 2 && req.method === 'POST') {
      const read = await jsonBody(req);
      if ('refused' in read) return sendJson(res, ...read.refused);
      const { body } = read;
      const { mode, status, message, delayMs, times } = body;
      const problems: string[] = [];
      if (mode !== 'ok' && mode !== 'fail' && mode !== 'timeout' && mode !== 'slow') problems.push('mode must be ok, fail, timeout or slow');
      if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)) problems.push('status must be an HTTP error status (400-599)');
      if (message !== undefined && typeof message !== 'string') problems.push('message must be text');
      if (delayMs !== undefined && !(Number.isInteger(delayMs) && (delayMs as number) >= 0 && (delayMs as number) <= 600_000)) problems.push('delayMs must be 0-600000');
      if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1)) problems.push('times must be a whole number of 1 or more');
      if (problems.length) return sendJson(res, 400, { ok: false, error: problems.join('; ') });
      behave(body as unknown as Behaviour);
      return sendJson(res, 200, { ok: true });
    }
    if (what === 'clock' && parts.length === 2 && req.method === 'POST') {
      const read = await jsonBody(req);
      if ('refused' in read) return sendJson(res, ...read.refused);
      const { body } = read;
      if (!Number.isInteger(body.advanceMs) || (body.advanceMs as number) < 0) return sendJson(res, 400, { ok: false, error: 'advanceMs must be a whole number of 0 or more' });
      clockOffset += body.advanceMs as number;
      return sendJson(res, 200, { now: new Date(now()).toISOString() });
    }
    if (what === 'shipments' && parts.length === 2 && req.method === 'GET') {
      const reference = query.get('reference') ?? undefined;
      const counts = Object.fromEntries([...createCalls].filter(([r]) => reference === undefined || r === reference));
      return sendJson(res, 200, { shipments: listed(reference), createCalls: counts });
    }
    if (what === 'state' && parts.length === 2 && req.method === 'DELETE') {
      reset();
      return sendJson(res, 200, { ok: true });
    }
    return sendJson(res, 404, { ok: false, error: 'not found' });
  };

  const server = jsonServer({ ok: false, error: 'SBX Express sandbox error' }, async (req, res, u) => {
    const parts = u.pathname.split('/').filter(Boolean);
    if (parts[0] === 'shipments') return businessCall(req, res, parts);
    if (parts[0] === 'control') return control(req, res, parts, u.searchParams);
    if (req.method === 'GET' && u.pathname === '/health') return sendJson(res, 200, { ok: true });
    return sendJson(res, 404, { ok: false, error: 'not found' });
  });

  const url = await listen(server, opts);
  return {
    url,
    server,
    addAccount: (account, key) => void accounts.set(account, key),
    shipments: (reference) => listed(reference).map((s) => structuredClone(s)),
    createCalls: (reference) => createCalls.get(reference) ?? 0,
    behave,
    reset,
    close: () => {
      for (const res of held) res.destroy();
      return close(server);
    },
  };
}

function accountsFromEnv(value: string | undefined): Record<string, string> {
  if (!value) return { [SANDBOX_DEMO_ACCOUNT.account]: SANDBOX_DEMO_ACCOUNT.key };
  return Object.fromEntries(
    value
      .split(',')
      .map((pair) => [pair.slice(0, pair.indexOf(':')).trim(), pair.slice(pair.indexOf(':') + 1).trim()])
      .filter(([account, key]) => account && key),
  );
}

// Standalone: `npx tsx src/server/sandbox/carrier.ts`
await runStandalone(
  import.meta.url,
  () =>
    startCarrierSandbox({
      port: Number(process.env.CARRIER_SANDBOX_PORT ?? 18091),
      host: process.env.CARRIER_SANDBOX_HOST ?? '127.0.0.1',
      accounts: accountsFromEnv(process.env.CARRIER_SANDBOX_ACCOUNTS),
    }),
  (url) => `SBX Express sandbox carrier on ${url} (POST /shipments with x-api-account / x-api-key; GET /control/shipments)`,
);
