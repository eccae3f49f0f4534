import { get, post } from './request';
import type { UserInfo } from '../store/session';

/** The calls of the public pages (no token needed): site info, agreement, news, registration. */
export interface SiteInfo {
  siteName: string;
  sitePreparedNum?: string;
  /** base64 PNG */
  logo?: string;
}

export interface PublicNotice {
  id: number;
  title: string;
  summary?: string | null;
  publishedAt?: string | null;
  /** sanitised HTML (detail only) */
  content?: string;
}

export interface Registration {
  phone: string;
  code: string;
  username: string;
  companyName: string;
  creditCode: string;
  email?: string | null;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

const quiet = { loading: false };

export const publicApi = {
  siteInfo: () => get<SiteInfo>('mn/0000/site/info', undefined, quiet),
  /** Whether `/` is the entry page on this host: the server's ENTRY_HOSTS decides. */
  entryPage: () => get<{ entryPage: boolean }>('mn/0000/site/entry', undefined, { loading: false, silent: true }).then((d) => d.entryPage),
  protocol: () => get<{ title: string; content: string }>('mn/0000/site/protocol', undefined, quiet),
  notices: (limit = 10) => get<PublicNotice[]>('mn/0401/public/list', { limit }, quiet),
  /** silent: the reader says 'page parameters are incorrect' itself (E11o). */
  notice: (id: string) => get<PublicNotice>('mn/0401/public/detail', { id }, { silent: true }),
  register: (body: Registration) => post<{ token: string; user: UserInfo }>('mn/0101/reg/user', { ...body, userType: 'enterprise' }),
};
