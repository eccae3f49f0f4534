import type { Locale } from '../../i18n/locale';

export function LangSwitch({ locale, onChange, label }: { locale: Locale; onChange: (l: Locale) => void; label: string }) {
  return (
    <div className="lg-lang" role="group" aria-label={label}>
      <button type="button" aria-pressed={locale === 'zh-CN'} className={locale === 'zh-CN' ? 'on' : ''} onClick={() => onChange('zh-CN')} lang="zh-CN">
        中文
      </button>
      <span aria-hidden="true">|</span>
      <button type="button" aria-pressed={locale === 'en-US'} className={locale === 'en-US' ? 'on' : ''} onClick={() => onChange('en-US')} lang="en">
        English
      </button>
    </div>
  );
}
