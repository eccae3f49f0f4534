import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale, onLocaleChange } from './locale';
import { namespaces, resources } from './resources';

/**
 * i18next for the app after login (the login page uses lite.ts over the same files). The
 * language follows the stored locale; setLocale() switches everything at once.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: getLocale(),
  fallbackLng: 'zh-CN',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

onLocaleChange((locale) => {
  void i18n.changeLanguage(locale);
});

export default i18n;
