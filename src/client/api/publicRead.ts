import { acceptLanguage } from '../i18n/locale';

/**
 * GET for the public pages' reads (site info, agreement, news) without the request layer: umi-request,
 * its dialogs and the session store stay unloaded on a page a stranger opens on a phone. No token,
 * Accept-Language from the stored locale; resolves with the envelope's `data` when the server
 * answers code 0, otherwise rejects (the pages show their own text for a failed read).
 */
export async function publicGet<T>(url: string, params?: Record<string, string | number>): Promise<T> {
  const query = params ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await fetch(`/${url}${query}`, { headers: { 'Accept-Language': acceptLanguage() }, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { code?: unknown; msg?: unknown; data?: T } | null;
  if (!res.ok || body?.code !== 0) throw new Error(typeof body?.msg === 'string' ? body.msg : `${res.status}`);
  return body.data as T;
}
