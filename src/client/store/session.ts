/**
 * The client's session store: the token (sessionStorage 'authToken', spec section 7) and
 * the profile loaded after login (user info, credit, unpaid amount, contact info, notices).
 * Tiny on purpose: the login page uses it before React Router, antd or i18next load.
 */
import type { CreditAnswer, UnpaidAnswer } from '../api/shell';
export const TOKEN_KEY = 'authToken';
const PROFILE_KEY = 'profile';
const WEAK_KEY = 'pwdWeak';
/** The login-expired confirm was shown: once per browser session, not per page load (spec section 8). */
const EXPIRED_KEY = 'loginExpiredShown';

export interface UserInfo {
  userId?: number | string;
  loginid?: string;
  userName?: string;
  orderStatus?: string;
  stationId?: number | string | null;
  [key: string]: unknown;
}

export interface Notice {
  id?: number | string;
  title?: string;
  summary?: string | null;
  content?: string;
  publishedAt?: string | null;
  /** The user has read it (closed it in the dialog, or opened it): the dialog shows unread ones only. */
  read?: boolean;
  [key: string]: unknown;
}

/** The notices the 'system announcement' dialog shows: those not read yet. */
export const unreadNotices = (notices: Notice[]): Notice[] => notices.filter((n) => n.read !== true);

export interface Profile {
  user: UserInfo | null;
  credit: CreditAnswer | null;
  unpay: UnpaidAnswer | null;
  contact: unknown;
  notices: Notice[];
}

export interface SessionState extends Profile {
  token: string | null;
  /** Unread notices wait to be shown in the 'system announcement' dialog. */
  pendingNotices: boolean;
  /**
   * The password must be changed first (a reset, a new account, too weak: pwd/check, user info's
   * mustChangePassword): the server answers nothing else, so the shell shows only the change dialog.
   */
  passwordWeak: boolean;
}

const empty: SessionState = {
  token: null,
  user: null,
  credit: null,
  unpay: null,
  contact: null,
  notices: [],
  pendingNotices: false,
  passwordWeak: false,
};

function ss(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function load(): SessionState {
  const s = ss();
  const token = s?.getItem(TOKEN_KEY) ?? null;
  let profile: Partial<SessionState> = {};
  try {
    profile = JSON.parse(s?.getItem(PROFILE_KEY) ?? '{}') as Partial<SessionState>;
  } catch {
    profile = {};
  }
  return { ...empty, ...profile, token, passwordWeak: s?.getItem(WEAK_KEY) === '1' };
}

let state: SessionState = load();
/** Where the expired flag lives when session storage is unavailable. */
let expiredInMemory = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const fn of listeners) fn();
}

function persist(): void {
  const { token: _token, ...profile } = state;
  try {
    ss()?.setItem(PROFILE_KEY, JSON.stringify(profile));
  } catch {
    /* storage full or unavailable: the store keeps it in memory */
  }
}

export const session = {
  get(): SessionState {
    return state;
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  /** The token from session storage, else the store (spec section 7). */
  token(): string | null {
    return ss()?.getItem(TOKEN_KEY) ?? state.token;
  },
  setToken(token: string | null): void {
    if (token) ss()?.setItem(TOKEN_KEY, token);
    else ss()?.removeItem(TOKEN_KEY);
    state = { ...state, token };
    emit();
  },
  update(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    persist();
    emit();
  },
  /** The password must be changed first (pwd/check, or a refusal saying so): the shell shows only the change dialog. */
  setPasswordWeak(weak: boolean): void {
    if (weak) ss()?.setItem(WEAK_KEY, '1');
    else ss()?.removeItem(WEAK_KEY);
    if (state.passwordWeak === weak) return;
    state = { ...state, passwordWeak: weak };
    emit();
  },
  passwordWeak(): boolean {
    return ss()?.getItem(WEAK_KEY) === '1' || state.passwordWeak;
  },
  /** Cleared with the session (log out, re-login) and by a successful login. */
  setExpiredShown(shown: boolean): void {
    expiredInMemory = shown;
    if (shown) ss()?.setItem(EXPIRED_KEY, '1');
    else ss()?.removeItem(EXPIRED_KEY);
  },
  expiredShown(): boolean {
    const s = ss();
    return s ? s.getItem(EXPIRED_KEY) === '1' : expiredInMemory;
  },
  /** Log out / re-login: clear session storage and reset the token. */
  clear(): void {
    try {
      ss()?.clear();
    } catch {
      /* ignore */
    }
    state = { ...empty };
    expiredInMemory = false;
    emit();
  },
};
