import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnTo, screenRoute, takeReturnTo } from './returnTo';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});

describe('the deep link kept across the login', () => {
  it('keeps a screen route with its query, once', () => {
    rememberReturnTo('/ZJ0101_01', '?customerId=7');
    expect(takeReturnTo()).toBe('/ZJ0101_01?customerId=7');
    expect(takeReturnTo()).toBeNull();
  });

  it('keeps nothing that is not a screen route of this app (no way to another site)', () => {
    for (const path of ['//evil.example/ZJ0101_01', 'https://evil.example/', '/login', '/MN0501_01', '/ZJ0101_01/../x', '/index']) {
      expect(screenRoute(path)).toBeNull();
    }
    rememberReturnTo('//evil.example', '');
    expect(takeReturnTo()).toBeNull();
  });

  it('checks a tampered stored value again', () => {
    sessionStorage.setItem('returnTo', 'https://evil.example/ZJ0101_01');
    expect(takeReturnTo()).toBeNull();
  });
});
