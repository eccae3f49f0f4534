import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ menu: vi.fn(), preload: vi.fn(), profile: vi.fn(), authority: vi.fn(), request: vi.fn() }));
vi.mock('./engineRequest', () => ({ engineRequest: calls.request }));
vi.mock('../api/shell', () => ({ shellApi: { menu: calls.menu, authority: calls.authority }, readAuthority: (urls: string[], d: Record<string, number>) => Object.fromEntries(urls.map((u) => [u, d[u] === 1])) }));
vi.mock('../auth/profile', () => ({ loadProfile: calls.profile }));
vi.mock('./engineChunk', () => ({ preloadScreen: calls.preload }));
vi.mock('./Shell', () => ({ default: () => null }));

const tree = [{ menuId: 1, menuName: 'customers', url: 'zj/0101/01.html' }];

beforeEach(() => {
  const store = new Map<string, string>([['authToken', 'tk']]);
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  calls.menu.mockResolvedValue(tree);
  calls.profile.mockResolvedValue(undefined);
  calls.authority.mockResolvedValue({});
  calls.request.mockResolvedValue({ list: [], total: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  Object.values(calls).forEach((f) => f.mockReset());
});

const boot = async (pathname: string, search = '') => {
  const m = await import('./bootPrefetch');
  m.startBootPrefetch({ pathname, search });
  await new Promise((r) => setTimeout(r, 0));
  return m;
};

describe('boot prefetch of a screen address', () => {
  it('asks for the menu, the profile and the screen; its data once the menu grants it; the menu is taken once', async () => {
    const m = await boot('/ZJ0101_01', '?status=1');
    expect(calls.menu).toHaveBeenCalledTimes(1);
    expect(calls.profile).toHaveBeenCalledTimes(1);
    expect(calls.preload).toHaveBeenCalledWith('ZJ0101_01');
    expect(calls.preload).toHaveBeenCalledWith('ZJ0101_01', expect.objectContaining({ params: { status: '1' } }));
    const lang = (await import('../i18n/locale')).getLocale();
    await expect(m.takeBootMenu(lang)).resolves.toEqual(tree);
    expect(m.takeBootMenu(lang)).toBeUndefined();
  });

  it('asks for the granted screen\'s authority answers with its data, once, for the engine to take', async () => {
    const { authorityUrls } = await import('@renderers/authority');
    const { loadScreen } = await import('@renderers/loader');
    const urls = authorityUrls((await loadScreen('ZJ0101_01'))!.screen);
    calls.authority.mockResolvedValue(Object.fromEntries(urls.map((u, i) => [u, i === 0 ? 1 : 0])));
    await boot('/ZJ0101_01');
    await vi.waitFor(() => expect(calls.authority).toHaveBeenCalledWith(urls));
    const { takeEarlyAuthority } = await import('./bootAuthority');
    expect(takeEarlyAuthority([...urls, 'other/page.html'])).toBeUndefined(); // an URL it was not asked: the server
    await expect(takeEarlyAuthority(urls.slice(0, 2))).resolves.toEqual({ [urls[0]]: true, [urls[1]]: false });
    expect(takeEarlyAuthority(urls)).toBeUndefined(); // once
  });

  it('a granted list\'s first page is asked for as the menu answers, from what the build read of the screen: the query its table sends', async () => {
    const { firstListQuery } = await import('@renderers/list/prefetch');
    const { loadScreen } = await import('@renderers/loader');
    const screen = (await loadScreen('ZJ0101_01'))!.screen;
    await boot('/ZJ0101_01');
    await vi.waitFor(() => expect(calls.request).toHaveBeenCalled());
    expect(calls.request).toHaveBeenCalledWith('GET', 'zj/0101/list', { params: firstListQuery(screen, { params: {} }) });
    expect(calls.request).toHaveBeenCalledTimes(1);
  });

  it('a page the menu does not grant: chunks only, no API call of the screen', async () => {
    await boot('/XT0105_01');
    expect(calls.preload).toHaveBeenCalledTimes(1);
    expect(calls.preload).toHaveBeenCalledWith('XT0105_01');
    expect(calls.authority).not.toHaveBeenCalled();
    expect(calls.request).not.toHaveBeenCalled();
  });

  it('not a screen address: nothing', async () => {
    await boot('/register');
    expect(calls.menu).not.toHaveBeenCalled();
    expect(calls.preload).not.toHaveBeenCalled();
  });

  it('no session: nothing (the shell sends the address to the login)', async () => {
    sessionStorage.removeItem('authToken');
    await boot('/ZJ0101_01');
    expect(calls.menu).not.toHaveBeenCalled();
    expect(calls.preload).not.toHaveBeenCalled();
  });
});
