import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedImport, setChunkErrorHandler } from '@renderers/chunks';
import { importWithReload, installEngineChunkReload, reloadOnceForChunkError } from './chunk';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/ListScreen-abc.js');
const settledWithin = (p: Promise<unknown>, ms = 20) =>
  Promise.race([p.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), ms))]);

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  reload = vi.fn();
  vi.stubGlobal('window', { location: { reload } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setChunkErrorHandler(() => false);
});

describe('reload once for a chunk that fails to load', () => {
  it('reloads on the first failure, not again within 10 s (no reload loop), again after', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(reloadOnceForChunkError(chunkError())).toBe(true);
    vi.setSystemTime(1_000_000 + 9_000);
    expect(reloadOnceForChunkError(chunkError())).toBe(false);
    vi.setSystemTime(1_000_000 + 11_000);
    expect(reloadOnceForChunkError(chunkError())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('an error that is not a chunk failure does not reload', () => {
    expect(reloadOnceForChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("a shell page's import that fails reloads and never settles; the second failure (the reloaded page) rejects", async () => {
    const load = importWithReload(() => Promise.reject(chunkError()));
    expect(await settledWithin(load())).toBe('pending');
    installEngineChunkReload(); // the reloaded page starts
    await expect(load()).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('while the page reloads, chunks asked for after the failure are not fetched (a preload failed, the tab asks again)', async () => {
    installEngineChunkReload();
    expect(await settledWithin(guardedImport(() => Promise.reject(chunkError()))())).toBe('pending');
    const again = vi.fn(() => Promise.resolve({ default: 'ListScreen' }));
    expect(await settledWithin(guardedImport(again)())).toBe('pending');
    expect(again).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("the screen engine's chunks", () => {
  it('reject as before (screen-failed message) until the app installs its rule', async () => {
    await expect(guardedImport(() => Promise.reject(chunkError()))()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reload the page once when the shell installed its rule', async () => {
    installEngineChunkReload();
    const load = guardedImport(() => Promise.reject(chunkError()));
    expect(await settledWithin(load())).toBe('pending');
    installEngineChunkReload(); // the reloaded page starts
    await expect(load()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a chunk that loads is passed through', async () => {
    installEngineChunkReload();
    await expect(guardedImport(() => Promise.resolve({ default: 'ListScreen' }))()).resolves.toEqual({ default: 'ListScreen' });
  });
});
