import { getLocale, type Locale } from '../i18n/locale';
import { publicGet } from './publicRead';

/** The reads of the public pages (no token, no request layer): site info, agreement, news. */
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
  /** Spec section 3: a customer is an individual or an enterprise; only an enterprise gives company and credit code. */
  userType: 'individual' | 'enterprise';
  username: string;
  companyName: string;
  creditCode: string;
  email?: string | null;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

/** A page shows the brand twice (header and title): one request per language. */
const siteInfoByLocale = new Map<Locale, Promise<SiteInfo>>();

export const publicApi = {
  siteInfo: (): Promise<SiteInfo> => {
    const locale = getLocale();
    let reply = siteInfoByLocale.get(locale);
    if (!reply) {
      reply = publicGet<SiteInfo>('mn/0000/site/info');
      siteInfoByLocale.set(locale, reply);
      reply.catch(() => siteInfoByLocale.delete(locale));
    }
    return reply;
  },
  protocol: () => publicGet<{ title: string; content: string }>('mn/0000/site/protocol'),
  notices: (limit = 10) => publicGet<PublicNotice[]>('mn/0401/public/list', { limit }),
  /** The reader says 'page parameters are incorrect' itself (E11o). */
  notice: (id: string) => publicGet<PublicNotice>('mn/0401/public/detail', { id }),
};
