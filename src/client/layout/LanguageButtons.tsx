import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLocale, type Locale } from '../i18n/locale';

/** The shell's language switch (top bar, password gate): each language named in itself. */
export function LanguageButtons() {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language as Locale;
  return (
    <div className="tp-lang" role="group" aria-label={t('switchLanguage')}>
      <Button size="small" type={locale === 'zh-CN' ? 'primary' : 'text'} onClick={() => setLocale('zh-CN')} lang="zh-CN">
        中文
      </Button>
      <Button size="small" type={locale === 'en-US' ? 'primary' : 'text'} onClick={() => setLocale('en-US')} lang="en">
        English
      </Button>
    </div>
  );
}
