import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_REFRESH_MS } from '../config';
import { FRESH_PROFILE_MS, markProfileLoaded, profileLoadedRecently, startProfileRefresh } from './profileRefresh';

describe('profile refresh (SH12)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is every 18 minutes', () => {
    expect(PROFILE_REFRESH_MS).toBe(18 * 60 * 1000);
  });

  it('after a login (profile just loaded): no second load on mount, then one every 18 minutes until stopped', () => {
    const load = vi.fn();
    const stop = startProfileRefresh(load, PROFILE_REFRESH_MS, true);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PROFILE_REFRESH_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * PROFILE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(5 * PROFILE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('after a page reload (nothing loaded yet): loads at once, then every 18 minutes', () => {
    const load = vi.fn();
    const stop = startProfileRefresh(load, PROFILE_REFRESH_MS, false);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PROFILE_REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a load counts as fresh for a minute', () => {
    const now = Date.now();
    markProfileLoaded(now);
    expect(profileLoadedRecently(now + FRESH_PROFILE_MS - 1)).toBe(true);
    expect(profileLoadedRecently(now + FRESH_PROFILE_MS)).toBe(false);
  });
});
