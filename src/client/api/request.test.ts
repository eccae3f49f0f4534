// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logUnlessShown } from '@renderers/actions/logUnlessShown';
import { setFeedback, type Feedback } from '../ui/feedback';
import { setNavigator } from '../nav';
import { session } from '../store/session';
import { fetchFile, get, post, put, request, resetRequestState, serializeParams, warningLines, RequestFailure, TIMEOUT_MS } from './request';

/** umi-request against a fake fetch: every rule of spec sections 7 and 8. */
type Call = { url: string; init: RequestInit & { headers?: Record<string, string> } };
let calls: Call[];
let reply: (url: string) => Response | Promise<Response>;
let fb: { alert: ReturnType<typeof vi.fn>; toast: ReturnType<typeof vi.fn>; confirm: ReturnType<typeof vi.fn>; loading: ReturnType<typeof vi.fn> };
let navigated: string[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  navigated = [];
  reply = () => json({ code: 0, msg: 'ok', data: { a: 1 } });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init: init as Call['init'] });
    return Promise.resolve(reply(url));
  });
  fb = { alert: vi.fn(), toast: vi.fn(), confirm: vi.fn(), loading: vi.fn() };
  setFeedback(fb as unknown as Feedback);
  setNavigator((p) => navigated.push(p));
  sessionStorage.clear();
  localStorage.clear();
  session.clear();
  resetRequestState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const header = (c: Call, name: string) => {
  const h = c.init.headers as Record<string, string> | Headers | undefined;
  if (!h) return undefined;
  if (h instanceof Headers) return h.get(name) ?? undefined;
  const key = Object.keys(h).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? h[key] : undefined;
};

describe('request layer', () => {
  it('resolves data for codes 0, 2000 and 250', async () => {
    for (const code of [0, 2000, 250]) {
      reply = () => json({ code, msg: 'ok', data: { code } });
      await expect(get('mn/0101/user/info')).resolves.toEqual({ code });
    }
    expect(fb.alert).not.toHaveBeenCalled();
  });

  it('sends authToken from session storage and Accept-Language from the stored locale', async () => {
    sessionStorage.setItem('authToken', 'tok-1');
    await get('xt/0101/menu/list');
    expect(header(calls[0], 'authToken')).toBe('tok-1');
    expect(header(calls[0], 'Accept-Language')).toMatch(/^zh-CN/);
    localStorage.setItem('locale', 'en-US');
    await get('xt/0101/menu/list');
    expect(header(calls[1], 'Accept-Language')).toBe('en-US,en;q=0.9');
  });

  it('falls back to the store token when session storage has none', async () => {
    session.setToken('tok-2');
    sessionStorage.removeItem('authToken');
    await get('x/1');
    expect(header(calls[0], 'authToken')).toBe('tok-2');
  });

  it('code 500 alerts the message and rejects', async () => {
    reply = () => json({ code: 500, msg: 'order does not exist', data: null });
    await expect(get('dd/0205/x')).rejects.toMatchObject({ kind: 'business', message: 'order does not exist' });
    expect(fb.alert).toHaveBeenCalledWith('order does not exist');
  });

  it('a refusal naming fields goes under them when the form shows them, else alerts; either way the failure says it was shown', async () => {
    const refusal = { code: 500, msg: '记录重复：US-EXP', data: { fields: { code: '记录重复：US-EXP' } } };
    reply = () => json(refusal);
    const placed: Record<string, string>[] = [];
    const shown = await post('zj/0103/save', { code: 'US-EXP' }, { onFieldErrors: (f) => (placed.push(f), true) }).catch((e: RequestFailure) => e);
    expect(placed).toEqual([{ code: '记录重复：US-EXP' }]);
    expect(fb.alert).not.toHaveBeenCalled();
    expect(shown).toMatchObject({ kind: 'business', message: '记录重复：US-EXP', shown: true });
    // A form without the field (or a caller that places nothing) leaves the alert.
    await expect(post('zj/0103/save', { code: 'US-EXP', x: 1 }, { onFieldErrors: () => false })).rejects.toBeInstanceOf(RequestFailure);
    await expect(post('zj/0103/save', { code: 'US-EXP', x: 2 })).rejects.toBeInstanceOf(RequestFailure);
    expect(fb.alert).toHaveBeenCalledTimes(2);
  });

  it('the screen engine logs no refusal the layer has shown; a fault of ours it does', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = () => json({ code: 500, msg: 'order does not exist', data: null });
    logUnlessShown('action save failed:', await get('dd/0205/x').catch((e: unknown) => e));
    expect(fb.alert).toHaveBeenCalledWith('order does not exist');
    expect(consoleError).not.toHaveBeenCalled();
    logUnlessShown('action save failed:', new TypeError('x is undefined'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('a silent background call rejects without an alert or toast, but the token confirm still shows', async () => {
    reply = () => json({ code: 500, msg: 'no such route', data: null });
    await expect(get('wl/0109/select/count', undefined, { silent: true })).rejects.toBeInstanceOf(RequestFailure);
    reply = () => new Response('oops', { status: 502 });
    await expect(get('wl/0109/select/count', undefined, { silent: true })).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(fb.alert).not.toHaveBeenCalled();
    expect(fb.toast).not.toHaveBeenCalled();
    reply = () => json({ code: 500, msg: 'token missing, please log in again', data: null });
    await expect(get('wl/0109/select/count', undefined, { silent: true })).rejects.toMatchObject({ kind: 'expired' });
    expect(fb.confirm).toHaveBeenCalledTimes(1);
  });

  it('a session that must change its password: no alert, the shell is told to show the change dialog', async () => {
    const seen: boolean[] = [];
    const stop = session.subscribe(() => seen.push(session.get().passwordWeak));
    reply = () => json({ code: 500, msg: 'Your password is too weak or was reset: please change it first', data: { mustChangePassword: true } });
    await expect(get('xt/0101/menu/list')).rejects.toMatchObject({ kind: 'business' });
    stop();
    expect(fb.alert).not.toHaveBeenCalled();
    expect(fb.confirm).not.toHaveBeenCalled();
    expect(session.passwordWeak()).toBe(true);
    expect(seen).toContain(true);
  });

  it('the order upload option always returns data, without an alert', async () => {
    reply = () => json({ code: 500, msg: 'row 3 bad', data: { failed: 1 } });
    await expect(post('dd/0102/upload', { f: 1 }, { alwaysReturnData: true })).resolves.toEqual({ failed: 1 });
    expect(fb.alert).not.toHaveBeenCalled();
  });

  it('code 550 shows a persistent warning with semicolons as line breaks', async () => {
    reply = () => json({ code: 550, msg: 'first;second；third', data: null });
    await expect(get('x/1')).rejects.toMatchObject({ kind: 'warning' });
    expect(fb.toast).toHaveBeenCalledWith('warning', 'first\nsecond\nthird', 0);
    expect(warningLines('a; b;')).toBe('a\nb');
  });

  it('a token message opens the login-expired confirm once per session', async () => {
    reply = () => json({ code: 500, msg: 'token 缺失，请重新登录', data: null });
    await expect(get('x/1')).rejects.toMatchObject({ kind: 'expired' });
    reply = () => json({ code: 500, msg: 'token failed validation (expired or logged out), please log in again', data: null });
    await expect(get('x/2')).rejects.toMatchObject({ kind: 'expired' });
    expect(fb.confirm).toHaveBeenCalledTimes(1);
    expect(fb.alert).not.toHaveBeenCalled();
    // Re-login clears the session, resets the token and goes to /login.
    sessionStorage.setItem('authToken', 't');
    fb.confirm.mock.calls[0][0].onOk();
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(session.token()).toBeNull();
    expect(navigated).toEqual(['/login']);
  });

  it('cancel on the expired confirm clears session storage, and the session is not asked again', async () => {
    sessionStorage.setItem('authToken', 't');
    sessionStorage.setItem('other', 'x');
    reply = () => json({ code: 500, msg: 'token 校验失败（已过期或已注销），请重新登录', data: null });
    await expect(get('x/1')).rejects.toBeInstanceOf(RequestFailure);
    fb.confirm.mock.calls[0][0].onCancel();
    expect(sessionStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
    await expect(get('x/2')).rejects.toMatchObject({ kind: 'expired' });
    expect(fb.confirm).toHaveBeenCalledTimes(1);
  });

  it('the expired confirm is once per session, not per page load; a new login may show it again', async () => {
    reply = () => json({ code: 500, msg: 'token 缺失，请重新登录', data: null });
    await expect(get('x/1')).rejects.toMatchObject({ kind: 'expired' });
    // A reload evaluates the modules again; session storage survives it.
    vi.resetModules();
    const reloaded = await import('./request');
    const { setFeedback: setReloadedFeedback } = await import('../ui/feedback');
    setReloadedFeedback(fb as unknown as Feedback);
    await expect(reloaded.get('x/2')).rejects.toMatchObject({ kind: 'expired' });
    expect(fb.confirm).toHaveBeenCalledTimes(1);
    // A successful login (completeLogin) resets the flag.
    reloaded.resetExpiredFlag();
    await expect(reloaded.get('x/3')).rejects.toMatchObject({ kind: 'expired' });
    expect(fb.confirm).toHaveBeenCalledTimes(2);
  });

  it('HTTP 200 with an unparseable body says login expired or no permission', async () => {
    reply = () => new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(get('x/1')).rejects.toMatchObject({ kind: 'unparseable' });
    expect(fb.toast).toHaveBeenCalledWith('error', '登录已过期或没有该请求的权限', 5);
  });

  it('other HTTP failures say {status}: server request failed for 5 seconds', async () => {
    localStorage.setItem('locale', 'en-US');
    reply = () => new Response('bad gateway', { status: 502 });
    await expect(get('x/1')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(fb.toast).toHaveBeenCalledWith('error', '502: server request failed', 5);
  });

  it('network failures are reported too', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(get('x/1')).rejects.toMatchObject({ kind: 'network' });
    expect(fb.toast.mock.calls[0][0]).toBe('error');
    expect(fb.toast.mock.calls[0][2]).toBe(5);
  });

  it('rejects a POST or PUT with the same url and body within 1 second', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    await post('mn/0101/user/password', { a: 1, b: 2 });
    await expect(post('mn/0101/user/password', { b: 2, a: 1 })).rejects.toMatchObject({ kind: 'duplicate', message: '数据正在处理，请勿重复提交' });
    expect(calls).toHaveLength(1);
    // a different body or url passes
    await post('mn/0101/user/password', { a: 2 });
    await put('zf/0101/deposit', { a: 1, b: 2 });
    now += 1000;
    await post('mn/0101/user/password', { a: 1, b: 2 });
    await put('zf/0101/deposit', { a: 1, b: 2 });
    now += 10;
    await expect(put('zf/0101/deposit', { a: 1, b: 2 })).rejects.toMatchObject({ kind: 'duplicate' });
    // GETs are not tracked
    await get('xx/0401/collect/price/list');
    await get('xx/0401/collect/price/list');
    expect(calls).toHaveLength(7);
    vi.restoreAllMocks();
  });

  it('a refused POST does not block its resubmission: only one in flight or just done is a duplicate', async () => {
    let now = 2_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    reply = () => json({ code: 500, msg: '请先上传营业执照' });
    await expect(post('xx/0201/submit', { a: 1 })).rejects.toMatchObject({ kind: 'business' });
    now += 200;
    reply = () => json({ code: 0, msg: 'ok', data: { ok: true } });
    const first = post('xx/0201/submit', { a: 1 });
    // While the accepted one is on its way, the same call again is refused.
    await expect(post('xx/0201/submit', { a: 1 })).rejects.toMatchObject({ kind: 'duplicate' });
    await expect(first).resolves.toEqual({ ok: true });
    now += 200;
    await expect(post('xx/0201/submit', { a: 1 })).rejects.toMatchObject({ kind: 'duplicate' });
    expect(calls).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('sends GET arrays as repeated keys', async () => {
    await get('mn/0000/authority', { url: ['a/0101/01.html', 'b/0101/01.html'], x: undefined, y: 0 });
    expect(calls[0].url).toContain('url=a%2F0101%2F01.html&url=b%2F0101%2F01.html');
    expect(calls[0].url).toContain('y=0');
    expect(calls[0].url).not.toContain('x=');
    expect(serializeParams({ a: [1, 2], b: 'c' })).toBe('a=1&a=2&b=c');
  });

  it('a GET is sent in the caller\'s own task, once: a click\'s re-render cannot hold it back', async () => {
    sessionStorage.setItem('authToken', 'tok-g');
    const pending = get('zj/0101/list', { current: 1, pageSize: 1000 });
    // No await yet: what runs after the caller (a React re-render of the clicked table) comes later.
    expect(calls.map((c) => c.url)).toEqual(['/zj/0101/list?current=1&pageSize=1000']);
    expect(header(calls[0], 'authToken')).toBe('tok-g');
    await expect(pending).resolves.toEqual({ a: 1 });
    expect(calls).toHaveLength(1);
    reply = () => json({ code: 500, msg: 'refused' });
    await expect(get('zj/0101/list', { current: 2 })).rejects.toBeInstanceOf(RequestFailure);
    expect(fb.alert).toHaveBeenCalledWith('refused');
  });

  it('shows the loading overlay except on the price map call', async () => {
    await get('xt/0101/menu/list');
    expect(fb.loading.mock.calls).toEqual([[1], [-1]]);
    fb.loading.mockClear();
    await get('xx/0401/price/map');
    expect(fb.loading).not.toHaveBeenCalled();
    reply = () => json({ code: 500, msg: 'x', data: null });
    await get('a/b').catch(() => {});
    expect(fb.loading.mock.calls).toEqual([[1], [-1]]);
  });

  it('posts JSON bodies and uses a 15,000,000 ms timeout', async () => {
    await request('mn/0101/login', { method: 'POST', data: { loginid: 'a', password: 'b' } });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify({ loginid: 'a', password: 'b' }));
    expect(calls[0].url).toBe('/mn/0101/login');
    expect(TIMEOUT_MS).toBe(15_000_000);
  });

  it('can return the whole envelope', async () => {
    reply = () => json({ code: 0, msg: 'done', data: 5 });
    await expect(get('x', undefined, { envelope: true })).resolves.toEqual({ code: 0, msg: 'done', data: 5 });
  });
  it('fetchFile (print): the file as a blob with the token; an error envelope is shown and rejects', async () => {
    sessionStorage.setItem('authToken', 'tok-p');
    reply = () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    const blob = await fetchFile('wl/0101/print/label', { seq: 5 });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls[0].url).toMatch(/wl\/0101\/print\/label\?seq=5$/);
    expect(header(calls[0], 'authToken')).toBe('tok-p');
    reply = () => json({ code: 500, msg: 'no such label' });
    await expect(fetchFile('wl/0101/print/label')).rejects.toBeInstanceOf(RequestFailure);
    expect(fb.alert).toHaveBeenCalledWith('no such label');
  });
});
