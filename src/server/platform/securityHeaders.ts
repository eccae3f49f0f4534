import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from './fp';

/**
 * Security headers on every answer (API, static files, the page, errors, the push stream): a
 * Content-Security-Policy that runs only our own scripts (no eval, no inline script but the
 * index.html ones, allowed by their sha256), no framing by other sites, no MIME sniffing, no
 * referrer to other origins. Set on the raw response at `onRequest`, so hijacked replies (the
 * server-sent events of platform/sse) carry them too.
 */

/** One directive -> its sources. */
export type Policy = Map<string, string[]>;

/**
 * Where a page may reach besides its own server: the print agent on the user's own machine
 * (DD0204_11's plugin printing, src/server/sandbox/print-agent.ts), at whatever port it listens on.
 */
export const PRINT_AGENT_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*', 'https://127.0.0.1:*', 'https://localhost:*'];

/**
 * The app's policy. Styles may be inline: antd's CSS-in-JS inserts <style> elements and React
 * writes style attributes. Images and frames may be blob: (the print frame of
 * renderers/actions/printFrame.ts, downloaded files) and images data: (the site logo).
 */
export function appPolicy(inlineScriptHashes: string[] = []): Policy {
  return new Map([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...PRINT_AGENT_SOURCES]],
    ['frame-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/** /docs (swagger-ui): its own scripts and styles, images as data:, nothing framed. */
export const DOCS_POLICY: Policy = new Map([
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
]);

export function policyText(policy: Policy): string {
  return [...policy].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** `sha256-…` of each inline <script> of a page, as CSP allows them by hash. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    out.push(`sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}`);
  }
  return out;
}

/** The headers every answer carries, besides the policy. */
export const COMMON_HEADERS: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'same-origin'],
  // frame-ancestors for browsers that predate it.
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  // Nothing of ours uses them; a page that someone manages to inject into cannot either.
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

export interface SecurityHeadersOptions {
  /** The served index.html, if any: its inline scripts are allowed by hash. */
  indexHtml?: string;
}

/** Which policy a path gets: the first prefix that matches, else the app's. */
function policyRegistry(app: string): [RegExp, string][] {
  return [
    [/^\/docs(?:[/?]|$)/, policyText(DOCS_POLICY)],
    [/^/, app],
  ];
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const policies = policyRegistry(policyText(appPolicy(opts.indexHtml ? inlineScriptHashes(opts.indexHtml) : [])));
  app.addHook('onRequest', (req, reply, done) => {
    const res = reply.raw;
    res.setHeader('content-security-policy', policies.find(([prefix]) => prefix.test(req.url))![1]);
    for (const [name, value] of COMMON_HEADERS) res.setHeader(name, value);
    done();
  });
});
