// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../ui/feedback';
import { session } from '../store/session';
import { resetRequestState } from '../api/request';
import { completeLogin, HOME_PATH } from './profile';

/**
 * After the login answer: a session that must change its password first asks nothing the server
 * would refuse (credit, notices, authority ...), only the password check, and the shell is told to
 * show the change dialog alone.
 */
let urls: string[];
let fb: Record<'alert' | 'toast' | 'confirm' | 'loading', ReturnType<typeof vi.fn>>;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', (url: string) => {
    const path = url.replace(/^\/+/, '').split('?')[0];
    urls.push(path);
    if (path === 'mn/0101/pwd/check') return Promise.resolve(json({ code: 0, msg: 'ok', data: { mustChange: true, weak: true } }));
    return Promise.resolve(json({ code: 500, msg: 'Your password is too weak or was reset: please change it first', data: { mustChangePassword: true } }));
  });
  fb = { alert: vi.fn(), toast: vi.fn(), confirm: vi.fn(), loading: vi.fn() };
  setFeedback(fb as unknown as Feedback);
  sessionStorage.clear();
  session.clear();
  resetRequestState();
});
afterEach(() => vi.unstubAllGlobals());

describe('completeLogin', () => {
  it('a session that must change its password: the password check only, then home with the change dialog', async () => {
    sessionStorage.setItem('returnTo', '/ZJ0101_01');
    const where = await completeLogin('tok', { loginid: 'kf', mustChangePassword: true });
    expect(urls).toEqual(['mn/0101/pwd/check']);
    expect(where).toBe(HOME_PATH);
    expect(session.passwordWeak()).toBe(true);
    expect(session.get()).toMatchObject({ token: 'tok', passwordWeak: true, user: { loginid: 'kf' } });
    expect(fb.alert).not.toHaveBeenCalled();
  });
});
