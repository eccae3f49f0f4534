/**
 * The small HTTP plumbing the sandboxes share (sms-gateway.ts, carrier.ts): each is a plain
 * node:http server answering JSON, listening on 127.0.0.1 and a free port unless told otherwise,
 * and runnable as its own process.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** Thrown by `readBody` when the body passes its cap (the request is destroyed). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * The request's body as UTF-8 text; rejects with `BodyTooLarge` past `maxBytes`. The rest is read
 * and dropped, not kept, so the caller can still answer (413) on the same connection.
 */
export function readBody(req: http.IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
        chunks.length = 0;
        reject(new BodyTooLarge(maxBytes));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A server whose handler may be async: a handler that throws is answered 500 with `errorBody`
 * (when nothing was sent yet), never left hanging or crashing the process.
 */
export function jsonServer(
  errorBody: unknown,
  handle: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void,
): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    void (async () => handle(req, res, url))().catch(() => {
      if (!res.headersSent) sendJson(res, 500, errorBody);
    });
  });
}

/** Listens on `host` (default 127.0.0.1) and `port` (default 0: any free port); answers the base URL. */
export async function listen(server: http.Server, opts: { host?: string; port?: number } = {}): Promise<string> {
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return `http://${host}:${port}`;
}

/** Closes the server, ending open connections (keep-alive ones, and requests a sandbox holds unanswered). */
export function close(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * Runs a sandbox as its own process when `moduleUrl` (the caller's `import.meta.url`) is the file
 * node was started with: prints `banner(url)` and closes cleanly on SIGINT/SIGTERM.
 */
export async function runStandalone(
  moduleUrl: string,
  start: () => Promise<{ url: string; close(): Promise<void> }>,
  banner: (url: string) => string,
): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const sandbox = await start();
  console.log(banner(sandbox.url));
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
