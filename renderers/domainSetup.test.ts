import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { installDomain } from './domainSetup';
import { dictionaries, dictionaryItem, dictionaryLabel, validatorAdapters } from './registry';

describe('installDomain', () => {
  it('registers dictionaries, validators and their messages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en-US', resources: {}, initAsync: false });
    installDomain(i18n);
    expect(dictionaries.has('downloadEndFlag')).toBe(true);
    expect(dictionaryLabel(dictionaryItem('downloadEndFlag', 1)!, 'en-US', (k) => k)).toBe('Done');
    expect(dictionaryLabel(dictionaryItem('downloadEndFlag', '0')!, 'zh-CN', (k) => k)).toBe('下载中');
    const rule = validatorAdapters().formily!('mobile', undefined, i18n.t.bind(i18n)) as { validator: (v: unknown, rule: unknown, ctx: unknown) => string | undefined };
    expect(rule.validator('123', {}, {} as never)).toBe(i18n.t('validation.mobile'));
    expect(i18n.exists('validation.required')).toBe(true);
  });
});
