// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDomFeedback } from './domFeedback';

const texts = () => ({ ok: 'OK', alertTitle: 'Notice' });
const overlays = () => document.querySelectorAll('[data-testid="loading-overlay"]').length;

describe('loading overlay', () => {
  afterEach(() => vi.useRealTimers());

  it('shows after 300 ms and goes when the last request ends', () => {
    vi.useFakeTimers();
    const fb = createDomFeedback(texts);
    fb.loading(1);
    fb.loading(1);
    vi.advanceTimersByTime(299);
    expect(overlays()).toBe(0);
    vi.advanceTimersByTime(2);
    expect(overlays()).toBe(1);
    fb.loading(-1);
    expect(overlays()).toBe(1);
    fb.loading(-1);
    expect(overlays()).toBe(0);
  });

  it('a request started under one feedback and ended under its successor leaves no overlay (language switch)', () => {
    vi.useFakeTimers();
    const before = createDomFeedback(texts);
    const after = createDomFeedback(texts);
    before.loading(1);
    after.loading(-1);
    vi.advanceTimersByTime(1000);
    expect(overlays()).toBe(0);
  });
});
