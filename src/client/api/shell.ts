import { get, post, SUCCESS_CODES, type CallOptions, type Envelope } from './request';
import type { Notice, UserInfo } from '../store/session';
import { MENU_URL } from '../app/earlyMenu';

/** The calls the shell makes (spec section 7). Screens call through the engine. */
export interface MenuNode {
  menuId: number | string;
  menuName: string;
  url: string | null;
  icon?: string | null;
  /** A granted page that is not a menu entry (detail, edit form, dialog): may be opened, not listed. */
  hidden?: boolean;
  subMenuList?: MenuNode[] | null;
  [key: string]: unknown;
}

export interface DownloadRecord {
  seq: number | string;
  fileName?: string;
  name?: string;
  endFlag: number | string;
  progress?: number | null;
  errorMessage?: string | null;
  createTime?: string;
  createdAt?: string;
  [key: string]: unknown;
}

/** `mn/0101/user/credit`: the customer's limits and currency accounts (staff: zeros, no accounts). */
export interface CreditAnswer {
  credit: string;
  overdraftLimit: string;
  accounts: { currency: string; balance: string; frozen: boolean }[];
}

/** `mn/0101/user/bill/unpay`. */
export interface UnpaidAnswer { unpay: string }

export const shellApi = {
  login: (body: { loginid: string; password: string }) =>
    post<{ token: string; user: UserInfo }>('mn/0101/login', body),
  logout: () => get('mn/0101/logout'),
  userInfo: (o?: CallOptions) => get<UserInfo>('mn/0101/user/info', undefined, o),
  credit: (o?: CallOptions) => get<CreditAnswer>('mn/0101/user/credit', undefined, o),
  unpay: (o?: CallOptions) => get<UnpaidAnswer>('mn/0101/user/bill/unpay', undefined, o),
  contact: (o?: CallOptions) => get<unknown>('mn/0101/user/onlineserverinfo', undefined, o),
  notices: (o?: CallOptions) => get<Notice[] | { list?: Notice[]; rows?: Notice[] }>('mn/0501/notice/list', undefined, o),
  /** Marks notices read: closed in the dialog, they are not shown again at the next login. */
  noticesRead: (ids: (number | string)[]) => post<{ read: number }>('mn/0501/notice/read', { ids: ids.map(Number) }, { loading: false, silent: true }),
  pwdCheck: () => get<unknown>('mn/0101/pwd/check'),
  /** Answers {ok, msg}: a refusal is shown by the dialog as 'modify failed' plus the message. */
  changePassword: (body: { password: string; newPassword: string }) =>
    post<Envelope>('mn/0101/user/password', body, { envelope: true, alwaysReturnData: true }).then((env) => ({
      ok: SUCCESS_CODES.has(env.code),
      msg: env.msg,
    })),
  /** `started`: the entry's early call for it (app/earlyMenu), taken as this one's. */
  menu: (started?: Promise<Response>) => get<MenuNode[]>(MENU_URL, undefined, started ? { started } : {}),
  /** A one-time ticket for opening the push stream (a reconnect asks again). */
  pushTicket: () => get<{ ticket: string }>('mn/0000/pushmsg/ticket', undefined, { loading: false, silent: true }),
  authority: (urls: string[]) => get<Record<string, number> | number>('mn/0000/authority', { url: urls }, { loading: false }),
  badgeCount: (params: { stationId?: unknown }) =>
    get<unknown>('wl/0109/select/count', params, { loading: false, silent: true }),
  downloads: (o?: CallOptions) => get<DownloadRecord[] | { list?: DownloadRecord[]; rows?: DownloadRecord[] }>('xt/0125/select/download', undefined, o),
  deleteDownload: (seq: number | string) => get('xt/0125/delete/download', { seq }),
  phoneCheck: (phoneNum: string) => post<unknown>(`mn/0101/reg/phone/val?${new URLSearchParams({ phoneNum })}`),
  phoneCode: (phoneNum: string, sign: string) =>
    post<unknown>(`mn/0101/reg/phone/valcode?${new URLSearchParams({ phoneNum, sign })}`),
  /** SMS login (/login2): the server's route is mn/0101/login/phone {phone|phoneNum, code}. */
  phoneLogin: (body: { phoneNum: string; code: string }) =>
    post<{ token: string; user: UserInfo }>('mn/0101/login/phone', body),
};

/** {url: 1|0} (several urls) or 1|0 (one url) -> {url: true|false}. */
export function readAuthority(urls: string[], data: unknown): Record<string, boolean> {
  if (typeof data === 'number' || typeof data === 'string') return Object.fromEntries(urls.map((u) => [u, Number(data) === 1]));
  const d = (data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(urls.map((u) => [u, Number(d[u]) === 1]));
}

/** Lists come back as arrays or as {list} / {rows} pages: read either. */
export function asList<T>(data: T[] | { list?: T[]; rows?: T[]; records?: T[] } | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data?.list ?? data?.rows ?? data?.records ?? [];
}

/**
 * pwd/check answers whether the password is too weak. The server's exact shape is not
 * fixed yet: accept `true`/1, `{weak: true}`, `{weak: 1}` or `{strong: false}`.
 */
export function isWeakPassword(data: unknown): boolean {
  if (data === true || data === 1 || data === '1') return true;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    if (d.weak === true || d.weak === 1) return true;
    if (d.strong === false || d.strong === 0) return true;
    if (typeof d.level === 'string' && /weak|low/i.test(d.level)) return true;
  }
  return false;
}
