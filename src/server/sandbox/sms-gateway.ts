/**
 * The SMS sandbox gateway: a small real HTTP service standing in for an SMS provider, so the
 * server and the tests cross a real boundary (DESIGN.md "outside systems").
 *
 *   POST /send   {phone, text}      -> 200 {ok: true, id}      (400 {ok: false, error} when malformed)
 *   GET  /inbox?phone=13800000000   -> 200 {messages: [{id, phone, text, at}]}  (newest last; all phones without ?phone)
 *   DELETE /inbox                   -> 200 {ok: true}           (empties the inbox)
 *   GET  /health                    -> 200 {ok: true}
 *
 * The server starts one itself (127.0.0.1, random port, URL logged) when SMS_GATEWAY_URL is not
 * set; tests start their own with `startSmsGateway()`. Run it alone with
 * `npx tsx src/server/sandbox/sms-gateway.ts` (port from SMS_GATEWAY_PORT, default 18090) and
 * point the server at it with SMS_GATEWAY_URL=http://127.0.0.1:18090.
 */
import type http from 'node:http';
import { close, jsonServer, listen, readBody, runStandalone, sendJson } from './http';

export interface SmsMessage {
  id: number;
  phone: string;
  text: string;
  /** ISO time the gateway accepted it. */
  at: string;
}

export interface SmsGateway {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Messages received, oldest first; only those to `phone` when given. */
  inbox(phone?: string): SmsMessage[];
  clear(): void;
  close(): Promise<void>;
  server: http.Server;
}

export interface GatewayOptions {
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** Messages kept; the oldest are dropped beyond it. */
  keep?: number;
}

const MAX_BODY = 16 * 1024;

export async function startSmsGateway(opts: GatewayOptions = {}): Promise<SmsGateway> {
  const keep = opts.keep ?? 1000;
  const messages: SmsMessage[] = [];
  let nextId = 1;

  const server = jsonServer({ ok: false, error: 'gateway error' }, async (req, res, url) => {
    if (req.method === 'POST' && url.pathname === '/send') {
      let body: { phone?: unknown; text?: unknown };
      try {
        body = JSON.parse(await readBody(req, MAX_BODY)) as typeof body;
      } catch {
        return sendJson(res, 400, { ok: false, error: 'body must be JSON {phone, text}' });
      }
      const { phone, text } = body ?? {};
      if (typeof phone !== 'string' || !/^\+?\d{5,20}$/.test(phone) || typeof text !== 'string' || !text || text.length > 1000) {
        return sendJson(res, 400, { ok: false, error: 'phone (digits) and text (1-1000 characters) are required' });
      }
      const msg: SmsMessage = { id: nextId++, phone, text, at: new Date().toISOString() };
      messages.push(msg);
      if (messages.length > keep) messages.splice(0, messages.length - keep);
      return sendJson(res, 200, { ok: true, id: msg.id });
    }
    if (req.method === 'GET' && url.pathname === '/inbox') {
      const phone = url.searchParams.get('phone');
      return sendJson(res, 200, { messages: phone ? messages.filter((m) => m.phone === phone) : messages });
    }
    if (req.method === 'DELETE' && url.pathname === '/inbox') {
      messages.length = 0;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });
    return sendJson(res, 404, { ok: false, error: 'not found' });
  });

  const url = await listen(server, opts);
  return {
    url,
    server,
    inbox: (phone) => (phone ? messages.filter((m) => m.phone === phone) : [...messages]),
    clear: () => void (messages.length = 0),
    close: () => close(server),
  };
}

// Standalone: `npx tsx src/server/sandbox/sms-gateway.ts`
await runStandalone(
  import.meta.url,
  () => startSmsGateway({ port: Number(process.env.SMS_GATEWAY_PORT ?? 18090), host: process.env.SMS_GATEWAY_HOST ?? '127.0.0.1' }),
  (url) => `SMS sandbox gateway on ${url} (POST /send, GET /inbox?phone=)`,
);
