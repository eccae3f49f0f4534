import { describe, expect, it, vi } from 'vitest';
import { act, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import type { Screen } from '../types';

describe('detail and dashboard screens', () => {
  it('detail: loads by params.id, shows descriptions and a sub-table from column definitions', async () => {
    const detail: Screen = {
      code: 'TT0004_02', kind: 'detail', title: 'title', dataSource: { load: { method: 'GET', url: 'tt/0004/info' } },
      columns: [{ name: 'orderNo' }, { name: 'amount', valueType: 'money' }, { name: 'secret', authority: 'tt/0004/secret' }],
      subTables: [{ name: 'items', rowKey: 'sku', columns: [{ name: 'sku' }, { name: 'qty', valueType: 'digit' }] }],
    };
    const locale = { 'en-US': { title: 'Order', fields: { orderNo: 'Order no.', amount: 'Amount', sku: 'SKU', qty: 'Qty', items: 'Items' } } };
    const request = vi.fn(async (..._a: unknown[]) => ({ orderNo: 'SO1', amount: '1234.5', secret: 'x', items: [{ sku: 'A-1', qty: 3 }] }));
    const checkAuthority = async () => ({ 'tt/0004/secret': false });
    render(screenElement(createTestI18n('en-US'), { request, checkAuthority, loadScreen: async () => ({ screen: detail, locale }) },
      { code: 'TT0004_02', params: { id: 9 } }));
    expect(await dom.findByText('SO1')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', 'tt/0004/info', { params: { id: 9 } });
    expect(dom.getByText('Order no.')).toBeInTheDocument();
    expect(dom.getByText('1,234.50')).toBeInTheDocument();
    expect(dom.queryByText('secret')).toBeNull();
    const items = document.querySelector('[data-subtable="items"]') as HTMLElement;
    expect(within(items).getByText('A-1')).toBeInTheDocument();
    expect(within(items).getByText('Items')).toBeInTheDocument();
  });

  it('detail: a language switch loads it again, so data the server words follows', async () => {
    const detail: Screen = { code: 'TT0004_03', kind: 'detail', title: 'title', dataSource: { load: { method: 'GET', url: 'tt/0004/info' } }, columns: [{ name: 'routeName' }] };
    const i18n = createTestI18n('zh-CN');
    const request = vi.fn(async (..._a: unknown[]) => ({ routeName: i18n.language === 'en-US' ? 'US Express' : '美国快线' }));
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen: detail }) }, { code: 'TT0004_03', params: { id: 3 } }));
    expect(await dom.findByText('美国快线')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en-US'));
    expect(await dom.findByText('US Express')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
    expect(request).toHaveBeenLastCalledWith('GET', 'tt/0004/info', { params: { id: 3 } });
  });

  it('detail with tabs: fields and sub-tables in their tabs, a hooks component given the record, an empty tab says why', async () => {
    const detail: Screen = {
      code: 'TT0004_04', kind: 'detail', title: 'title', dataSource: { load: { method: 'GET', url: 'tt/0004/info' } },
      components: ['Summary'],
      tabs: [{ key: 'basic', title: 'tabs.basic' }, { key: 'weights', title: 'tabs.weights', component: 'Summary' }, { key: 'items', title: 'tabs.items' }, { key: 'charges', title: 'tabs.charges', empty: 'empty.charges' }],
      columns: [{ name: 'orderNo' }, { name: 'inWeight', tab: 'weights' }],
      subTables: [{ name: 'items', rowKey: 'sku', columns: [{ name: 'sku' }] }, { name: 'charges', tab: 'charges', rowKey: 'id', columns: [{ name: 'id' }] }],
    };
    const locale = { 'en-US': { title: 'Order', tabs: { basic: 'Basic', weights: 'Weights', items: 'Goods', charges: 'Charges' }, empty: { charges: 'Not billed yet' }, fields: { orderNo: 'Order no.', inWeight: 'In weight' } } };
    const Summary = ({ record }: { record: Record<string, unknown> }) => <p>summary of {String(record.orderNo)}</p>;
    const request = vi.fn(async () => ({ orderNo: 'SO7', inWeight: '2.500', items: [{ sku: 'A-1' }], charges: [] }));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: detail, locale, hooks: { Summary } }) }, { code: 'TT0004_04', params: { id: 7 } }));
    expect(await dom.findByText('SO7')).toBeInTheDocument();
    expect(dom.queryByText('2.500')).toBeNull();
    act(() => dom.getByRole('tab', { name: 'Weights' }).click());
    expect(await dom.findByText('2.500')).toBeInTheDocument();
    expect(dom.getByText('summary of SO7')).toBeInTheDocument();
    act(() => dom.getByRole('tab', { name: 'Goods' }).click());
    expect(await dom.findByText('A-1')).toBeInTheDocument();
    act(() => dom.getByRole('tab', { name: 'Charges' }).click());
    expect(await dom.findByText('Not billed yet')).toBeInTheDocument();
  });

  it('dashboard: statistic cards from named data sources', async () => {
    const dash: Screen = {
      code: 'TT0005_01', kind: 'dashboard', title: 'title',
      dataSource: { load: { method: 'GET', url: 'tt/0005/summary' }, credit: { method: 'GET', url: 'tt/0005/credit' } },
      cards: [{ name: 'orders', valueType: 'digit' }, { name: 'balance', valueType: 'money', api: 'credit' }],
    };
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0005/summary' ? { orders: 42 } : { balance: 10 }));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen: async () => ({ screen: dash }) }, { code: 'TT0005_01' }));
    const orders = await dom.findByText('orders');
    await waitFor(() => expect(orders.closest('[data-card]')).toHaveTextContent('42'));
    expect(document.querySelector('[data-card="balance"]')).toHaveTextContent('10.00');
  });
});
