import zhPublic from '../../i18n/locales/zh-CN/public.json';
import enPublic from '../../i18n/locales/en-US/public.json';
import zhCommon from '../../i18n/locales/zh-CN/common.json';
import enCommon from '../../i18n/locales/en-US/common.json';
import { useLiteT } from '../../i18n/useLiteT';

/** The public pages' texts: the public namespace over common, both languages (a few KiB, no i18next). */
export const publicResources = {
  'zh-CN': { ...zhCommon, ...zhPublic },
  'en-US': { ...enCommon, ...enPublic },
};

export const usePublicT = () => useLiteT(publicResources);
