/**
 * Raw codes never reach a cell: the route list (ZJ0103_01) and the attribute surcharge rules
 * (ZJ1113_01) show their route type, logistics type, channel service type, weight rule, surcharge
 * kind and cargo attributes by their labels, rendered from the recorded fixtures; so does the read-only
 * list of routes by mode (ZJ1401_01).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import routes from '../fixtures/screens/ZJ0103_01.json';
import rules from '../fixtures/screens/ZJ1113_01.json';
import byMode from '../fixtures/screens/ZJ1401_01.json';

const i18n = createTestI18n('en-US');
beforeAll(() => installDomain(i18n));

/** Renders a list from its fixture; the answer reads the text of each column, by header, as it is now. */
async function renderList(code: string, fixture: { requests: Record<string, unknown> }, lang: string): Promise<() => Record<string, string[]>> {
  await i18n.changeLanguage(lang);
  const request = async (method: string, url: string, options?: { params?: Record<string, unknown> }) => fixtureReply(fixture.requests, method, url, options?.params).reply as never;
  render(<App>{screenElement(i18n, { request }, { code })}</App>);
  const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return () => {
    const header = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim() ?? '');
    return Object.fromEntries(header.map((title, i) => [title, rows().map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? '')]));
  };
}

describe('enum cells show labels', () => {
  it('ZJ0103_01: route type, logistics type, channel service type and weight rule', async () => {
    const cells = (await renderList('ZJ0103_01', routes, 'en-US'))();
    expect(new Set(cells['Route type'])).toEqual(new Set(['Economy', 'Express', 'Special line']));
    expect(new Set(cells['Logistics type'])).toEqual(new Set(['Parcel']));
    expect(new Set(cells['Channel service type'])).toEqual(new Set(['Standard', 'Express']));
    expect(new Set(cells['Weight rule'])).toEqual(new Set(['Per shipment', 'Per piece']));
  });

  it('ZJ1113_01: surcharge kind and cargo attributes (the attributes once their options arrive)', async () => {
    const cells = await renderList('ZJ1113_01', rules, 'zh-CN');
    expect(cells()['计算规则']).toEqual(['固定']);
    await waitFor(() => expect(cells()['属性（至少一项）']).toEqual(['带磁']));
  });

  it('ZJ1401_01: route type (a read-only list of routes by mode)', async () => {
    const cells = (await renderList('ZJ1401_01', byMode, 'en-US'))();
    expect(new Set(cells['Route type'])).toEqual(new Set(['Economy', 'Express', 'Special line']));
  });
});
