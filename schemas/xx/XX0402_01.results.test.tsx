/**
 * XX0402_01's results: per route, whether cargo insurance can be bought for it (separately,
 * DD0401_01: the trial never prices it), in the user's language, '–' while an answer lacks the
 * flag; the "cheapest" tag never compares totals of different currencies.
 */
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@renderers/testing';
import locale from './XX0402_01.locale.json';
import { TrialResults, type TrialQuote, type TrialReply } from './XX0402_01.results';

const quote = (routeId: number, insurance: boolean | undefined, currency = 'RMB'): TrialQuote => ({
  routeId, routeName: `R${routeId}`, channelCode: `INT000${routeId}`, actualWeight: '1.000', volumetricWeight: '0.000', chargeableWeight: '1.0',
  freight: '50.00', fuel: '0.00', remoteFee: '0.00', surcharges: [], total: `${50 + routeId}.00`, currency, transitDays: { min: 3, max: 5 }, remote: false,
  ...(insurance === undefined ? {} : { insurance }),
  trace: { priceTable: null, version: null, zone: null, weightRule: 'per_shipment', divisor: 5000, step: '0.5', minimum: '0.5', weightBreak: null, discount: null, fuelRule: null, fuelRate: '0', remoteRule: null, lines: [] },
});
const reply: TrialReply = { orderTime: '2026-11-22T02:00:00Z', customerId: 1, quotes: [quote(1, true), quote(2, false), quote(3, undefined)], excluded: [] };

function insuranceCells(): string[] {
  const table = document.querySelector('[data-testid="trial-quotes"]')!;
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  const col = headers.findIndex((h) => h === 'Insurance' || h === '保险');
  expect(col, headers.join('|')).toBeGreaterThan(-1);
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[col].textContent ?? '');
}

describe('XX0402_01 insurance column', () => {
  it('tells for each route whether insurance is available, in both languages', async () => {
    const i18n = createTestI18n('en-US', { 'zh-CN': { screens: { XX0402_01: locale['zh-CN'] } }, 'en-US': { screens: { XX0402_01: locale['en-US'] } } });
    render(<I18nextProvider i18n={i18n}><TrialResults reply={reply} input={{ country: 'US', weight: '1' }} /></I18nextProvider>);
    expect(insuranceCells()).toEqual(['Available (bought separately, not in the total)', 'Not available', '–']);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(insuranceCells()).toEqual(['可投保（另购，不含在总价内）', '不可投保', '–']);
  });
});

describe('XX0402_01 cheapest tag', () => {
  it('marks the cheapest route of each currency, never one currency against another', () => {
    const i18n = createTestI18n('en-US', { 'en-US': { screens: { XX0402_01: locale['en-US'] } } });
    // The server's order: RMB group first (51, 52), then USD (4 < 51 as a number, yet not "cheaper").
    const mixed: TrialReply = { ...reply, quotes: [quote(1, true), quote(2, true), quote(4, true, 'USD'), quote(5, true, 'USD')] };
    render(<I18nextProvider i18n={i18n}><TrialResults reply={mixed} input={{ country: 'US', weight: '1' }} /></I18nextProvider>);
    const rows = [...document.querySelectorAll('[data-testid="trial-quotes"] tbody tr.ant-table-row')];
    const tagged = rows.map((tr) => (tr.textContent ?? '').includes('Cheapest'));
    expect(tagged).toEqual([true, false, true, false]);
  });
});

describe('XX0402_01 pages of quotes', () => {
  it('turns to another page of the same trial: ranks go on, the count and the cheapest tag speak of every quote', async () => {
    const i18n = createTestI18n('en-US', { 'en-US': { screens: { XX0402_01: locale['en-US'] } } });
    const all = [quote(1, true), quote(2, true), quote(3, true)];
    const cheapest = [{ currency: 'RMB', routeId: 1, total: '51.00' }];
    const page1: TrialReply = { ...reply, total: 3, cheapest, current: 1, pageSize: 2, quotes: all.slice(0, 2) };
    const asked: [number, number][] = [];
    const onPage = async (current: number, pageSize: number): Promise<TrialReply> => {
      asked.push([current, pageSize]);
      return { ...page1, current, pageSize, quotes: all.slice((current - 1) * pageSize, current * pageSize) };
    };
    render(<I18nextProvider i18n={i18n}><TrialResults reply={page1} input={{ country: 'US', weight: '1' }} onPage={onPage} /></I18nextProvider>);
    const rows = () => [...document.querySelectorAll('[data-testid="trial-quotes"] tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent));
    expect(document.body.textContent).toContain(i18n.t('screens.XX0402_01.results.quotes', { count: 3 }));
    expect(rows().map((r) => r[0])).toEqual(['1', '2']);
    await act(async () => (document.querySelector('.ant-pagination-item-2') as HTMLElement).click());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(asked).toEqual([[2, 2]]);
    // Route 3 is the first RMB quote of its page, yet not the cheapest of the trial.
    expect(rows()).toEqual([['3', 'R3INT0003']]);
  });
});

describe('XX0402_01 pages answered out of order', () => {
  it('shows the page asked last, even when an earlier page answers after it', async () => {
    const i18n = createTestI18n('en-US', { 'en-US': { screens: { XX0402_01: locale['en-US'] } } });
    const all = [quote(1, true), quote(2, true), quote(3, true)];
    const page1: TrialReply = { ...reply, total: 3, cheapest: [{ currency: 'RMB', routeId: 1, total: '51.00' }], current: 1, pageSize: 1, quotes: all.slice(0, 1) };
    const waiting = new Map<number, () => void>();
    const onPage = (current: number, pageSize: number) =>
      new Promise<TrialReply>((resolve) => waiting.set(current, () => resolve({ ...page1, current, pageSize, quotes: all.slice(current - 1, current) })));
    render(<I18nextProvider i18n={i18n}><TrialResults reply={page1} input={{ country: 'US', weight: '1' }} onPage={onPage} /></I18nextProvider>);
    const routes = () => [...document.querySelectorAll('[data-testid="trial-quotes"] .trial-route')].map((e) => e.textContent);
    await act(async () => (document.querySelector('.ant-pagination-item-2') as HTMLElement).click());
    await act(async () => (document.querySelector('.ant-pagination-item-3') as HTMLElement).click());
    await act(async () => waiting.get(3)!());
    await act(async () => waiting.get(2)!());
    expect(routes()).toEqual(['R3']);
  });
});
