/**
 * The print agent ("打印插件"): a small local HTTP service on the user's own machine that a page
 * sends labels to for direct printing (issue 15, S17), standing in for a vendor's print plugin.
 * This sandbox writes every job it takes to a folder instead of a printer, and can be told to
 * fail, so the app and the tests cross the same boundary a real agent has (DESIGN.md "outside
 * systems"). JSON in and out; an error is {ok: false, error}.
 *
 * A page of another origin calls it (the app at http://localhost:18080, the agent at
 * http://127.0.0.1:18092), so it speaks CORS as a local agent must: a request whose Origin is
 * not allowed is refused (403, no CORS headers: the page cannot read the answer, and a job it
 * sent is not printed); an allowed one is answered with Access-Control-Allow-Origin for it. The
 * preflight (OPTIONS) allows GET and POST with content-type, and answers Chrome's Private Network
 * Access question (Access-Control-Allow-Private-Network) for pages on a public address. Allowed by
 * default: pages on this machine (http(s)://localhost, 127.0.0.1, [::1], any port); more with
 * `origins` (PRINT_AGENT_ORIGINS=https://app.example.com,...). Calls without an Origin (curl, the
 * tests) are not from a page and are served.
 *
 *   GET  /status    -> 200 {ok: true, agent, version, printers: [{name, default, formats, dpi}]}   (S17: answered = started)
 *   GET  /printers  -> 200 {printers: [...]}
 *   POST /jobs      {content: base64, format: 'pdf' | 'zpl', printer?, copies?, name?}
 *                   -> 201 {ok: true, jobId, printer, copies, format, bytes}: the job is written to the folder
 *                      as <jobId>.<pdf|zpl> with <jobId>.json beside it (printer, copies, format, name, origin,
 *                      receivedAt, bytes); printer empty = the default printer; copies 1-25 (default 1)
 *                      400 a body it cannot read (no content, bad base64, copies out of range ...);
 *                      404 an unknown printer; 422 content that is not of its format (a PDF starts %PDF-,
 *                      ZPL holds ^XA) or a format the printer does not take; 413 past 20 MB
 *   GET  /jobs      -> 200 {jobs: [...]}: the jobs taken since the start (or the last reset), oldest first
 *   GET  /health    -> 200 {ok: true}
 *
 * Control (no authentication; for tests and demos; refused to pages, which send an Origin):
 *   POST   /control/behaviour {mode: 'ok' | 'fail', status?, message?, times?} -> 200 {ok: true}
 *          'fail': the next jobs (all, or `times` of them) are answered `status` (default 500) with
 *          {ok: false, error: message} (default "Printer out of paper") and nothing is written; 'ok': normal
 *   DELETE /control/state -> 200 {ok: true}: no jobs remembered, behaviour 'ok' (the folder's files stay)
 *
 * The server starts one itself in embedded demo mode (`npm start`: PRINT_AGENT unset, port 18092,
 * jobs under DATA_DIR/print-jobs; PRINT_AGENT=off never, PRINT_AGENT=<port> on that port); tests start
 * their own with `startPrintAgent({dir})`. Run it alone with `npx tsx src/server/sandbox/print-agent.ts`
 * (PRINT_AGENT_PORT, default 18092; PRINT_AGENT_DIR, default .tmp/print-jobs; PRINT_AGENT_ORIGINS).
 */
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { BodyTooLarge, close, jsonServer, listen, readBody, runStandalone, sendJson } from './http';
import { PRINT_AGENT_PORT } from '../../domain/printing/settings';
import { PRINT_LIMITS } from '../../domain/validators/counts';

export const AGENT_NAME = 'CBL print agent (sandbox)';
export const AGENT_VERSION = '1.0.0';
/** Base64 of a 15 MB file and the rest of the body. */
const MAX_BODY = 20 * 1024 * 1024;

export type JobFormat = 'pdf' | 'zpl';
export interface Printer { name: string; default?: boolean; formats: JobFormat[]; dpi: number }

export const SANDBOX_PRINTERS: Printer[] = [
  { name: 'Thermal-203dpi', default: true, formats: ['pdf', 'zpl'], dpi: 203 },
  { name: 'Thermal-300dpi', formats: ['pdf', 'zpl'], dpi: 300 },
  { name: 'Office-A4', formats: ['pdf'], dpi: 600 },
];

export interface ReceivedJob {
  jobId: string;
  printer: string;
  copies: number;
  format: JobFormat;
  name: string;
  origin: string | null;
  receivedAt: string;
  bytes: number;
  /** The job's file in the folder. */
  file: string;
}

export interface PrintAgentOptions {
  /** Where jobs are written (made if missing). */
  dir: string;
  host?: string;
  port?: number;
  printers?: Printer[];
  /** Page origins allowed besides this machine's (exact, e.g. https://app.example.com). */
  origins?: string[];
}

export interface PrintAgent {
  url: string;
  dir: string;
  server: http.Server;
  /** The jobs taken, oldest first. */
  jobs(): ReceivedJob[];
  close(): Promise<void>;
}

interface Behaviour { mode: 'ok' | 'fail'; status: number; message: string; times: number | null }
const NORMAL: Behaviour = { mode: 'ok', status: 500, message: 'Printer out of paper', times: null };

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

const looksLike: Record<JobFormat, (b: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  zpl: (b) => b.subarray(0, 4096).toString('latin1').includes('^XA'),
};

function refuse(res: http.ServerResponse, status: number, error: string) {
  sendJson(res, status, { ok: false, error });
}

export async function startPrintAgent(opts: PrintAgentOptions): Promise<PrintAgent> {
  const dir = path.resolve(opts.dir);
  fs.mkdirSync(dir, { recursive: true });
  const printers = opts.printers ?? SANDBOX_PRINTERS;
  const allowed = new Set(opts.origins ?? []);
  const jobs: ReceivedJob[] = [];
  let behaviour: Behaviour = { ...NORMAL };
  let seq = 0;

  const originAllowed = (origin: string) => LOOPBACK_ORIGIN.test(origin) || allowed.has(origin);

  const takeJob = async (req: http.IncomingMessage, res: http.ServerResponse, origin: string | null) => {
    let text: string;
    try {
      text = await readBody(req, MAX_BODY);
    } catch (err) {
      if (err instanceof BodyTooLarge) return refuse(res, 413, `a job is at most ${MAX_BODY} bytes`);
      throw err;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return refuse(res, 400, 'the body is not JSON');
    }
    if (behaviour.mode === 'fail') {
      const { status, message } = behaviour;
      if (behaviour.times !== null && --behaviour.times <= 0) behaviour = { ...NORMAL };
      return refuse(res, status, message);
    }
    const format = body.format;
    if (format !== 'pdf' && format !== 'zpl') return refuse(res, 400, 'format must be pdf or zpl');
    const copies = body.copies ?? 1;
    if (!Number.isInteger(copies) || (copies as number) < 1 || (copies as number) > PRINT_LIMITS.copies) return refuse(res, 400, `copies must be a whole number from 1 to ${PRINT_LIMITS.copies}`);
    if (typeof body.content !== 'string' || !body.content || !/^[A-Za-z0-9+/]+={0,2}$/.test(body.content)) return refuse(res, 400, 'content must be the file as base64');
    const asked = typeof body.printer === 'string' ? body.printer.trim() : '';
    const printer = asked ? printers.find((p) => p.name === asked) : printers.find((p) => p.default) ?? printers[0];
    if (!printer) return refuse(res, 404, `no printer named "${asked}"`);
    if (!printer.formats.includes(format)) return refuse(res, 422, `printer ${printer.name} does not print ${format.toUpperCase()}`);
    const content = Buffer.from(body.content, 'base64');
    if (!looksLike[format](content)) return refuse(res, 422, `the content is not ${format.toUpperCase()}`);
    const jobId = `${Date.now()}-${String(++seq).padStart(4, '0')}`;
    const file = path.join(dir, `${jobId}.${format}`);
    const job: ReceivedJob = {
      jobId, printer: printer.name, copies: copies as number, format, name: typeof body.name === 'string' ? body.name.slice(0, 200) : '',
      origin, receivedAt: new Date().toISOString(), bytes: content.length, file,
    };
    // The meta file last: a folder watcher that sees it finds the job's file complete.
    await fs.promises.writeFile(file, content);
    await fs.promises.writeFile(path.join(dir, `${jobId}.json`), JSON.stringify(job, null, 2));
    jobs.push(job);
    sendJson(res, 201, { ok: true, jobId, printer: printer.name, copies: job.copies, format, bytes: job.bytes });
  };

  const control = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
    if (req.method === 'POST' && url.pathname === '/control/behaviour') {
      const b = JSON.parse((await readBody(req, 64 * 1024)) || '{}') as Partial<Behaviour> & { times?: number };
      if (b.mode !== 'ok' && b.mode !== 'fail') return refuse(res, 400, 'mode must be ok or fail');
      behaviour = b.mode === 'ok' ? { ...NORMAL } : { mode: 'fail', status: b.status ?? NORMAL.status, message: b.message ?? NORMAL.message, times: b.times ?? null };
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'DELETE' && url.pathname === '/control/state') {
      jobs.length = 0;
      behaviour = { ...NORMAL };
      return sendJson(res, 200, { ok: true });
    }
    return refuse(res, 404, 'no such control call');
  };

  const server = jsonServer({ ok: false, error: 'the print agent failed' }, async (req, res, url) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
    if (origin !== null) {
      // Pages of other origins learn nothing and print nothing; control is never a page's.
      if (!originAllowed(origin) || url.pathname.startsWith('/control/')) return refuse(res, 403, 'origin not allowed');
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-methods', 'GET, POST');
        res.setHeader('access-control-allow-headers', 'content-type');
        res.setHeader('access-control-max-age', '600');
        if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('access-control-allow-private-network', 'true');
        res.writeHead(204).end();
        return;
      }
    }
    if (url.pathname.startsWith('/control/')) return control(req, res, url);
    if (req.method === 'GET' && (url.pathname === '/status' || url.pathname === '/health')) {
      return sendJson(res, 200, { ok: true, agent: AGENT_NAME, version: AGENT_VERSION, printers });
    }
    if (req.method === 'GET' && url.pathname === '/printers') return sendJson(res, 200, { printers });
    if (req.method === 'GET' && url.pathname === '/jobs') return sendJson(res, 200, { jobs });
    if (req.method === 'POST' && url.pathname === '/jobs') return takeJob(req, res, origin);
    return refuse(res, 404, 'not found');
  });
  const url = await listen(server, { host: opts.host, port: opts.port });
  return { url, dir, server, jobs: () => [...jobs], close: () => close(server) };
}

let embedded: PrintAgent | undefined;

/**
 * The agent the server starts in embedded demo mode (`npm start`), so direct printing works on the
 * machine the demo runs on. A port already taken (another agent, a second server) is said and left alone.
 */
export async function startEmbeddedPrintAgent(port: number, dir: string, log: (level: 'info' | 'warn', msg: string) => void): Promise<PrintAgent | undefined> {
  if (embedded) return embedded;
  try {
    embedded = await startPrintAgent({ dir, port });
    embedded.server.unref();
    log('info', `Print agent (sandbox) started on ${embedded.url}: print jobs are written to ${dir}`);
    return embedded;
  } catch (err) {
    log('warn', `Print agent (sandbox) not started on port ${port}: ${(err as Error).message}`);
    return undefined;
  }
}

await runStandalone(
  import.meta.url,
  () => startPrintAgent({
    dir: process.env.PRINT_AGENT_DIR ?? path.resolve('.tmp/print-jobs'),
    port: Number(process.env.PRINT_AGENT_PORT ?? PRINT_AGENT_PORT),
    origins: (process.env.PRINT_AGENT_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  }),
  (url) => `Print agent (sandbox) on ${url}: jobs written to ${process.env.PRINT_AGENT_DIR ?? path.resolve('.tmp/print-jobs')}`,
);
