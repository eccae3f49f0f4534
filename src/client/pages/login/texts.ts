import zhLogin from '../../i18n/locales/zh-CN/login.json';
import enLogin from '../../i18n/locales/en-US/login.json';
import zhCommon from '../../i18n/locales/zh-CN/common.json';
import enCommon from '../../i18n/locales/en-US/common.json';

/** The login pages' texts: the login namespace plus common, both languages (a few KiB). */
export const loginResources = {
  'zh-CN': { ...zhCommon, ...zhLogin },
  'en-US': { ...enCommon, ...enLogin },
};
