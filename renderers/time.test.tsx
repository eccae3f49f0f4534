/**
 * The engine shows and picks times on the business zone's clock, whatever zone the browser is in:
 * these run with the process in America/Los_Angeles and expect Shanghai's readings.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as dom, waitFor, within } from '@testing-library/react';
import { createTestI18n, screenElement } from './testing';
import { installDomain } from './domainSetup';
import { timeService } from './time';
import type { Screen } from './types';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
  installDomain(createTestI18n(), { timeZone: () => 'Asia/Shanghai' });
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const list: Screen = {
  code: 'TT0012_01', kind: 'list', title: 'title', rowKey: 'id',
  dataSource: { list: { method: 'GET', url: 'tt/0012/list' } },
  columns: [
    { name: 'name' },
    { name: 'createdAt', valueType: 'dateTime' },
    { name: 'validFrom', valueType: 'dateTime', showZone: true },
    { name: 'day', valueType: 'date' },
  ],
};
const texts = {
  'zh-CN': { title: '时间', fields: { name: '名称', createdAt: '创建时间', validFrom: '有效期自', day: '日期', at: '生效时间' } },
  'en-US': { title: 'Times', fields: { name: 'Name', createdAt: 'Created', validFrom: 'Valid from', day: 'Day', at: 'Effective' } },
};

describe('cells and titles', () => {
  it('instants on the business clock, zone-less text as it is; a showZone column names the zone in both languages', async () => {
    expect(new Date('2026-11-22T02:00:00Z').getHours()).toBe(18); // the process really is in Los Angeles
    const i18n = createTestI18n('zh-CN');
    const request = vi.fn(async () => ({
      list: [{ id: 1, name: 'a', createdAt: '2026-11-22T02:00:00.000Z', validFrom: '2026-12-31T16:00:00.000Z', day: '2026-11-21T16:00:00.000Z' },
        { id: 2, name: 'b', createdAt: '2026-03-08 02:30:00', validFrom: null, day: '2026-11-22' }],
      total: 2,
    }));
    render(screenElement(i18n, { request, loadScreen: async () => ({ screen: list, locale: texts }) }, { code: 'TT0012_01' }));
    const first = (await dom.findByText('a')).closest('tr')!;
    expect(within(first).getByText('2026-11-22 10:00:00')).toBeInTheDocument();
    expect(within(first).getByText('2027-01-01 00:00:00')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-22')).toBeInTheDocument();
    // A reading Los Angeles skips (its summer time starts at 02:00) is shown as the server wrote it.
    const second = dom.getByText('b').closest('tr')!;
    expect(within(second).getByText('2026-03-08 02:30:00')).toBeInTheDocument();
    expect(dom.getAllByText('有效期自（北京时间，UTC+8）').length).toBeGreaterThan(0);
    await act(() => i18n.changeLanguage('en-US'));
    expect((await dom.findAllByText('Valid from (Beijing time, UTC+8)')).length).toBeGreaterThan(0);
  });
});

const form: Screen = {
  code: 'TT0012_02', kind: 'form', title: 'title',
  dataSource: { load: { method: 'GET', url: 'tt/0012/detail', params: { id: 'params.id' } }, submit: { method: 'POST', url: 'tt/0012/save' } },
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      validFrom: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-component-props': { showTime: true } },
      day: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      at: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-pattern': 'readPretty', 'x-component-props': { showTime: true } },
    },
  },
};

const field = (label: string) => dom.getByText(label, { selector: 'label, label *' }).closest('.ant-formily-item') as HTMLElement;
const inputOf = (label: string) => field(label).querySelector('input') as HTMLInputElement;

describe('the DatePicker', () => {
  it('shows a loaded instant on the business clock, names the zone, and sends what is picked as wall text', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) =>
      url === 'tt/0012/detail' ? { id: 5, name: 'n', validFrom: '2026-11-22T02:00:00.000Z', day: '2026-11-22', at: '2026-07-01T04:00:00.000Z' } : {});
    render(screenElement(createTestI18n('zh-CN'), { request, loadScreen: async () => ({ screen: form, locale: texts }) }, { code: 'TT0012_02', params: { id: 5 } }));
    await waitFor(() => expect(inputOf('有效期自').value).toBe('2026-11-22 10:00:00'));
    expect(inputOf('日期').value).toBe('2026-11-22');
    // A picker with a time of day names the zone beside it, and the input is described by it.
    const note = within(field('有效期自')).getByText('北京时间 (UTC+8)');
    expect(inputOf('有效期自').getAttribute('aria-describedby')).toBe(note.id);
    expect(within(field('日期')).queryByText('北京时间 (UTC+8)')).toBeNull();
    // Read-only: the text on the business clock, with its zone.
    expect(within(field('生效时间')).getByText('2026-07-01 12:00:00')).toBeInTheDocument();

    // Unchanged, the loaded instant goes back as it came.
    fireEvent.click(dom.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0012/save', expect.objectContaining({
      data: expect.objectContaining({ validFrom: '2026-11-22T02:00:00.000Z', day: '2026-11-22' }),
    })));

    // Typed, the picker holds the business zone's wall time: a reading Los Angeles skips stays as typed.
    request.mockClear();
    const input = inputOf('有效期自');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-03-08 02:30:00' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    await waitFor(() => expect(inputOf('有效期自').value).toBe('2026-03-08 02:30:00'));
    fireEvent.click(dom.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0012/save', expect.objectContaining({
      data: expect.objectContaining({ validFrom: '2026-03-08 02:30:00' }),
    })));
  });

  it("its now is the business clock's", async () => {
    const open: Screen = { ...form, schema: { type: 'object', properties: {
      validFrom: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'DatePicker', 'x-component-props': { showTime: true, open: true } },
    } } };
    render(screenElement(createTestI18n('zh-CN'), { loadScreen: async () => ({ screen: open, locale: texts }) }, { code: 'TT0012_02' }));
    const now = await dom.findByText(/^(此刻|Now)$/);
    const expected = timeService().now().slice(0, 13); // the business clock's date and hour
    fireEvent.click(now);
    await waitFor(() => expect(inputOf('有效期自').value.slice(0, 13)).toBe(expected));
  });
});
