/**
 * The admin screens render from their recorded fixtures (tests/fixtures/screens/<CODE>.json),
 * as Storybook shows them: the real screen JSON, hooks and texts through the real loader, the
 * domain installed, every request answered by a recording.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen as dom } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

interface Fixture { params?: Record<string, unknown>; user?: Record<string, unknown>; requests?: Record<string, unknown> }
const fixtures = import.meta.glob('../../tests/fixtures/screens/*.json', { eager: true, import: 'default' }) as Record<string, Fixture>;
const fixtureOf = (code: string): Fixture => fixtures[`../../tests/fixtures/screens/${code}.json`] ?? {};

const i18n = createTestI18n('zh-CN');
beforeAll(() => installDomain(i18n));

/** What each screen shows once its data is in: a text, or a form field's value. */
const EXPECT: [code: string, text?: string | RegExp, value?: string][] = [
  ['XT0101_01', '首页'],
  ['XT0105_01', 'admin'],
  ['XT0105_02', undefined, 'sales'],
  ['ZJ0601_01', 'sales'],
  ['ZJ0601_02', undefined, 'sales'],
  ['ZJ0101_01', 'customer2'],
  ['ZJ0101_02', undefined, 'C0001'],
  // The submission is shown as text beside the decision (no inputs): the customer's name and code.
  ['ZJ0101_03', /\(C0002\)/],
  ['ZJ0101_04', '美元'],
  ['MN0401_01', /欢迎使用跨境物流管理平台/],
  ['MN0401_02', undefined, '欢迎使用跨境物流管理平台'],
  ['MN0401_02', undefined, 'Welcome to the cross-border logistics platform'],
  ['MN0401_04', /尊敬的用户/],
];

describe('admin screens from recorded fixtures', () => {
  it.each(EXPECT)('%s', async (code, text, value) => {
    const fixture = fixtureOf(code);
    const missing: string[] = [];
    const request = async (method: string, url: string) => {
      const key = `${method} ${url}`;
      if (!(key in (fixture.requests ?? {}))) missing.push(key);
      return fixture.requests?.[key] as never;
    };
    render(<App>{screenElement(i18n, { request, user: fixture.user }, { code, params: fixture.params })}</App>);
    if (text) expect((await dom.findAllByText(text)).length).toBeGreaterThan(0);
    if (value) expect(await dom.findByDisplayValue(value)).toBeInTheDocument();
    expect(dom.queryByTestId('engine-placeholder')).toBeNull();
    expect(missing).toEqual([]);
  });
});
