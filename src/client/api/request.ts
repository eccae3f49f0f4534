import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import enCommon from '../i18n/locales/en-US/common.json';
import { getLocale } from '../i18n/locale';
import { API_ROOT, baseHeaders } from './requestHeaders';
import { makeT } from '../i18n/lite';
import { session } from '../store/session';
import { feedback, ERROR_SECONDS, NOTIFY_SECONDS } from '../ui/feedback';
import { go } from '../nav';
import { rememberReturnTo } from '../auth/returnTo';

/**
 * The request layer: every call of the client goes through here (spec sections 7 and 8).
 *
 * - header authToken from session storage or the store; Accept-Language from the stored locale
 * - codes 0, 2000, 250: success, resolve with `data`
 * - code 500 (any other non-zero code): alert the message and reject; `alwaysReturnData`
 *   (the order upload call) resolves with data instead; a refusal naming fields (data.fields) is
 *   shown under them by a form that asks (`onFieldErrors`), without the alert
 * - code 550: persistent warning toast, semicolons become line breaks; reject
 * - code 500 whose message mentions the token: the login-expired confirm, once per session
 * - code 500 with data.mustChangePassword: the session must change its password first; the shell
 *   shows the change dialog instead of an alert (session.setPasswordWeak)
 * - HTTP 200 with an unparseable body: 'login expired or no permission for the request'
 * - other HTTP or network failures: '{status}: server request failed', 5 seconds
 * - POST/PUT with the same url and body within 1 s of the previous one: rejected
 *   ('data is being processed, do not resubmit'), unless the previous one was refused or failed
 *   (it processed nothing, so resubmitting after a correction is no duplicate); GETs are not tracked at all, so the
 *   collect-price list call needs no exclusion
 * - GET arrays as repeated keys; loading overlay except the price map call; timeout 15,000,000 ms
 */
export const SUCCESS_CODES = new Set([0, 2000, 250]);
export const CODE_ERROR = 500;
export const CODE_WARNING = 550;
export const TIMEOUT_MS = 15_000_000;
export const DUPLICATE_WINDOW_MS = 1000;
/** Calls that never show the loading overlay. */
export const NO_LOADING_URLS = ['xx/0401/price/map'];

export interface CallOptions extends Omit<RequestOptionsInit, 'method'> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Show the loading overlay (default true; false for the price map call). */
  loading?: boolean;
  /** Resolve with data even when code is 500 (the order upload call). */
  alwaysReturnData?: boolean;
  /** Resolve with the whole envelope {code, msg, data} instead of data. */
  envelope?: boolean;
  /** Skip the duplicate-submit guard for this call. */
  allowDuplicate?: boolean;
  /**
   * A background refresh the user did not ask for (badge counts): failures reject without an
   * alert or toast, so a poll every few minutes cannot stack dialogs. The token confirm still shows.
   */
  silent?: boolean;
  /** A GET's response already asked for with the layer's headers (app/earlyMenu): taken as this call's. */
  started?: Promise<Response>;
  /**
   * A refusal naming fields (`data.fields = {name: message}`, a duplicate code): the form shows
   * the messages under its fields and answers true, so no alert repeats them; false = alert as usual.
   */
  onFieldErrors?: (fields: Record<string, string>) => boolean;
}

export type FailureKind = 'duplicate' | 'business' | 'warning' | 'expired' | 'unparseable' | 'http' | 'network';

/**
 * A rejected call. The user has already been told (alert, toast, confirm or the message under a
 * field); `shown` says so to the screen engine, which then logs nothing (the console is for our bugs).
 */
export class RequestFailure extends Error {
  readonly shown = true;

  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly code?: number,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const resources = { 'zh-CN': zhCommon, 'en-US': enCommon };
const t = (key: string, vars?: Record<string, unknown>) => makeT(resources, getLocale())(`request.${key}`, vars);

let prefix = API_ROOT;
/** Tests point the layer at another origin. */
export function setApiPrefix(value: string): void {
  prefix = value.endsWith('/') ? value : `${value}/`;
}

/** GET parameters: arrays as repeated keys (`url=a&url=b`), null and undefined left out. */
export function serializeParams(params: object): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== undefined && v !== null) out.append(key, String(v));
    } else {
      out.append(key, String(value));
    }
  }
  return out.toString();
}

function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    return JSON.stringify([...value.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name}:${v.size}`]));
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const keys = Object.keys(value as Record<string, unknown>).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
}

const lastSubmit = new Map<string, number>();

/** After a fresh login the login-expired confirm may show again. */
export function resetExpiredFlag(): void {
  session.setExpiredShown(false);
}

/** For tests and after a fresh login: forget the duplicate history and the expired flag. */
export function resetRequestState(): void {
  lastSubmit.clear();
  resetExpiredFlag();
}

function normalizeUrl(url: string): string {
  return url.replace(/^\/+/, '');
}

/** Semicolons (ASCII or full width) become line breaks in 550 warnings. */
export function warningLines(msg: string): string {
  return msg
    .split(/[;；]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
}

/** The server's refusal of a session that must change its password before anything else. */
export function mustChangePassword(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { mustChangePassword?: unknown }).mustChangePassword === true;
}

/** A refusal's messages by field name (`data.fields`), when it names any. */
export function fieldMessages(data: unknown): Record<string, string> | undefined {
  const fields = data && typeof data === 'object' ? (data as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return undefined;
  const named = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return named.length ? Object.fromEntries(named) : undefined;
}

export function isTokenMessage(msg: unknown): boolean {
  return typeof msg === 'string' && /token/i.test(msg);
}

function showExpired(): void {
  if (session.expiredShown()) return;
  session.setExpiredShown(true);
  feedback().confirm({
    title: t('expiredTitle'),
    content: t('expiredContent'),
    okText: t('expiredRelogin'),
    cancelText: t('expiredStay'),
    onOk: () => {
      session.clear();
      session.setToken(null);
      rememberReturnTo(window.location.pathname, window.location.search);
      go('/login', { replace: true });
    },
    onCancel: () => {
      try {
        sessionStorage.clear();
      } catch {
        /* ignore */
      }
      // The user chose to stay: the rest of this session must not ask again.
      session.setExpiredShown(true);
    },
  });
}

const umi = extend({
  timeout: TIMEOUT_MS,
  credentials: 'same-origin',
  getResponse: true,
  paramsSerializer: serializeParams,
  // Errors are handled below, not by umi-request's default handler.
  errorHandler: (error: ResponseError) => {
    throw error;
  },
});

/**
 * A GET's fetch started by request() in the caller's own task. umi-request reaches fetch only
 * after a few promise hops, and a click's React re-render (a whole table, seconds on a slow
 * machine) runs before them: the request would wait for it. This core middleware, just before
 * umi-request's own fetch, hands umi that response instead; umi parses it as usual.
 */
const STARTED = 'startedFetch';
umi.use(async (ctx, next) => {
  const started = (ctx.req.options as Record<string, unknown>)[STARTED] as Promise<Response> | undefined;
  if (!started) return next();
  ctx.res = await started;
}, { core: true });

function startGet(url: string, params: object | undefined, init: RequestInit): Promise<Response> {
  const query = params ? serializeParams(params) : '';
  const started = fetch(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url, init);
  started.catch(() => undefined); // umi-request takes it and reports its failure
  return started;
}

function headers(extra?: HeadersInit): Record<string, string> {
  const h = baseHeaders();
  if (extra) {
    new Headers(extra).forEach((v, k) => {
      h[k] = v;
    });
  }
  return h;
}

function httpFailure(status: number | undefined, silent = false): RequestFailure {
  const label = status ? String(status) : t('networkStatus');
  const message = t('serverFailed', { status: label });
  if (!silent) feedback().toast('error', message, ERROR_SECONDS);
  return new RequestFailure(message, status ? 'http' : 'network', undefined, status);
}

export function handleEnvelope<T>(body: unknown, status: number, options: CallOptions): T | Envelope<T> {
  if (!body || typeof body !== 'object' || typeof (body as Envelope).code !== 'number') {
    if (status === 200) {
      const message = t('unparseable');
      feedback().toast('error', message, ERROR_SECONDS);
      throw new RequestFailure(message, 'unparseable', undefined, status);
    }
    throw httpFailure(status);
  }
  const env = body as Envelope<T>;
  const result = options.envelope ? env : env.data;
  if (SUCCESS_CODES.has(env.code)) return result;
  const msg = typeof env.msg === 'string' ? env.msg : '';
  if (env.code === CODE_WARNING) {
    if (!options.silent) feedback().toast('warning', warningLines(msg), 0);
    throw new RequestFailure(msg, 'warning', env.code, status, env.data);
  }
  if (env.code === CODE_ERROR && isTokenMessage(msg)) {
    showExpired();
    throw new RequestFailure(msg, 'expired', env.code, status, env.data);
  }
  if (env.code === CODE_ERROR && mustChangePassword(env.data)) {
    session.setPasswordWeak(true);
    throw new RequestFailure(msg, 'business', env.code, status, env.data);
  }
  if (options.alwaysReturnData) return result;
  if (options.silent) throw new RequestFailure(msg, 'business', env.code, status, env.data);
  const fields = fieldMessages(env.data);
  if (!(fields && options.onFieldErrors?.(fields))) feedback().alert(msg);
  throw new RequestFailure(msg, 'business', env.code, status, env.data);
}

export async function request<T = unknown>(url: string, options: CallOptions = {}): Promise<T> {
  const path = normalizeUrl(url);
  const method = (options.method ?? 'GET').toUpperCase() as NonNullable<CallOptions['method']>;
  const { loading, alwaysReturnData: _a, envelope: _e, allowDuplicate, silent, started: early, onFieldErrors: _f, ...rest } = options;

  let guardKey: string | undefined;
  if ((method === 'POST' || method === 'PUT') && !allowDuplicate) {
    const key = `${method} ${path}${rest.params ? `?${serializeParams(rest.params)}` : ''} ${stableStringify(rest.data ?? rest.body)}`;
    const now = Date.now();
    const last = lastSubmit.get(key);
    if (last !== undefined && now - last < DUPLICATE_WINDOW_MS) {
      const message = t('duplicate');
      feedback().toast('warning', message, NOTIFY_SECONDS);
      throw new RequestFailure(message, 'duplicate');
    }
    lastSubmit.set(key, now);
    guardKey = key;
  }

  const overlay = loading ?? !NO_LOADING_URLS.some((u) => path.startsWith(u));
  if (overlay) feedback().loading(1);
  try {
    let res: { data: unknown; response: Response };
    const sent = headers(rest.headers);
    const started = early ?? (method === 'GET' ? startGet(prefix + path, rest.params, { method, headers: sent, credentials: 'same-origin' }) : undefined);
    try {
      res = (await umi(prefix + path, {
        ...rest,
        method,
        headers: sent,
        getResponse: true,
        ...(started ? { [STARTED]: started } : {}),
      })) as unknown as { data: unknown; response: Response };
    } catch (e) {
      const err = e as ResponseError;
      throw httpFailure(err?.response?.status, silent);
    }
    return handleEnvelope<T>(res.data, res.response.status, options) as T;
  } catch (e) {
    // An answered refusal processed nothing: the corrected retry (a licence uploaded since) is no duplicate.
    if (guardKey && e instanceof RequestFailure) lastSubmit.delete(guardKey);
    throw e;
  } finally {
    if (overlay) feedback().loading(-1);
  }
}

export const get = <T = unknown>(url: string, params?: object, options: CallOptions = {}) =>
  request<T>(url, { ...options, method: 'GET', params });
export const post = <T = unknown>(url: string, data?: unknown, options: CallOptions = {}) =>
  request<T>(url, { ...options, method: 'POST', data });
export const put = <T = unknown>(url: string, data?: unknown, options: CallOptions = {}) =>
  request<T>(url, { ...options, method: 'PUT', data });

/** A file asked for by POST carries a JSON body (a document made of the rows a list sends). */
export interface FileInit { method: 'GET' | 'POST'; body?: unknown }

/**
 * A file from the API with the token header (links cannot send it): the response, or a
 * RequestFailure after the usual message. A JSON answer is an envelope: an error is thrown as
 * usual, a success carries no file (undefined).
 */
async function fetchResponse(url: string, params?: object, init?: FileInit): Promise<Response | undefined> {
  const path = normalizeUrl(url);
  const query = params && Object.keys(params).length ? `?${serializeParams(params)}` : '';
  const post = init?.method === 'POST';
  let response: Response;
  try {
    response = await fetch(prefix + path + query, {
      method: post ? 'POST' : 'GET',
      headers: post ? headers({ 'content-type': 'application/json' }) : headers(),
      body: post ? JSON.stringify(init?.body ?? {}) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw httpFailure(undefined);
  }
  if (!response.ok) throw httpFailure(response.status);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    handleEnvelope(await response.json().catch(() => null), response.status, {});
    return undefined;
  }
  return response;
}

/** The name a file answer gives itself: filename* (UTF-8) first, the plain filename being its ASCII stand-in ("____.xlsx" for 客户列表.xlsx). */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return utf8 ? decodeURIComponent(utf8) : plain ?? fallback;
}

/** A file as a File named as the server named it (the engine prints it, and a print agent's queue shows the name). */
export async function fetchFile(url: string, params?: object, init?: FileInit): Promise<Blob> {
  feedback().loading(1);
  try {
    const response = await fetchResponse(url, params, init);
    if (!response) throw new Error(`${url} answered no file`);
    const blob = await response.blob();
    return new File([blob], fileNameOf(response, normalizeUrl(url).split('/').pop() ?? 'file'), { type: blob.type });
  } finally {
    feedback().loading(-1);
  }
}

/** A file download with the token header. Failures say 'download error'. */
export async function download(url: string, params?: object, fallbackName = 'download'): Promise<void> {
  feedback().loading(1);
  try {
    const response = await fetchResponse(url, params);
    if (!response) return;
    const blob = await response.blob();
    const name = fileNameOf(response, fallbackName);
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch (e) {
    if (!(e instanceof RequestFailure)) {
      feedback().toast('error', makeT(resources, getLocale())('request.downloadError'), ERROR_SECONDS);
    }
    throw e;
  } finally {
    feedback().loading(-1);
  }
}
