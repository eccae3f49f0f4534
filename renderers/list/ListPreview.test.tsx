import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { loadScreen } from '../loader';
import { installDictionaries } from '../domainDictionaries';
import { plainScreenTexts } from '../texts';
import { canPreviewList, ListPreview } from './ListPreview';

/** Raw rows as the customer list API answers them (ZJ0101_01's beforeList hook shapes them). */
const raw = Array.from({ length: 6 }, (_, i) => ({
  id: 100 + i, code: `B00010${i}`, name: `客户 ${i}`, loginid: i === 2 ? 'cust2' : null, userType: i % 3 ? 'enterprise' : 'individual',
  orderStatus: ['OS01', 'OS02', 'OS03', 'OS04'][i % 4], frozen: i === 1, locked: i === 4, creditLimit: `${i * 1000}.00`, overdraftLimit: '0.00',
  settlementCycle: i % 2 ? 'monthly' : null, billCycle: null, arrears: '0.00', currencies: i === 3 ? ['CNY', 'USD'] : [],
  salesNames: i === 5 ? '张三' : '', kfNames: '', stationName: '上海站', createdAt: '2026-11-20 10:00:00',
}));

const hashless = (cls: string) => cls.split(' ').filter((c) => c && !/^css-/.test(c) && !/-(ping|hover)/.test(c)).sort().join(' ');
/** Each data row of a table: its cells' classes and texts (the measure row ProTable adds is not a data row). */
const rowsOf = (root: ParentNode) => [...root.querySelectorAll('tbody tr.ant-table-row')]
  .map((tr) => [...tr.querySelectorAll(':scope > td')].map((td) => {
    // What gives a cell its look: tags' colours, the buttons' kind and size, the checkbox.
    const parts = [...td.querySelectorAll('.ant-tag, .ant-btn, .ant-checkbox-wrapper, .ant-space')].map((e) => `${e.tagName}.${hashless(e.className)}`);
    return `${hashless(td.className)} | ${td.textContent} | ${parts.join(' ')}`;
  }));
const headOf = (root: ParentNode) => [...root.querySelectorAll('thead th')].map((th) => `${hashless(th.className)} | ${th.textContent}`);

beforeAll(() => installDictionaries());

describe('a list\'s cold-start preview (ListPreview)', () => {
  it('draws ZJ0101_01\'s first page as the list renderer does: the same header, cells, tags and row actions, in each language', async () => {
    const loaded = (await loadScreen('ZJ0101_01'))!;
    expect(canPreviewList(loaded.screen)).toBe(true);
    const shaped = (await loaded.hooks!.beforeList({ list: raw, total: 6 })) as { list: Record<string, unknown>[] };
    for (const lang of ['zh-CN', 'en-US']) {
      const request = vi.fn(async () => ({ list: raw, total: 6 }));
      const real = render(screenElement(createTestI18n(lang), { request, user: { userId: 1 } }, { code: 'ZJ0101_01' }));
      await dom.findByText('B000105');
      const preview = render(<ListPreview code="ZJ0101_01" screen={loaded.screen} rows={shaped.list} hash="css-test"
        texts={plainScreenTexts('ZJ0101_01', loaded.locale, lang)} allowed={() => true} scope={{ user: { userId: 1 }, params: {} }} />);
      expect(headOf(preview.container)).toEqual(headOf(real.container));
      expect(rowsOf(preview.container)).toEqual(rowsOf(real.container));
      expect(rowsOf(preview.container)).toHaveLength(6);
      // The toolbar's buttons and the title, as the real toolbar has them.
      const toolbar = (root: HTMLElement) => [...root.querySelectorAll('.ant-pro-table-list-toolbar .ant-btn')].map((b) => b.textContent);
      expect(toolbar(preview.container)).toEqual(toolbar(real.container));
      cleanup();
    }
  });

  it('draws only the actions and columns the user may use', async () => {
    const loaded = (await loadScreen('ZJ0101_01'))!;
    const shaped = (await loaded.hooks!.beforeList({ list: raw, total: 6 })) as { list: Record<string, unknown>[] };
    const refused = new Set(['zj/0101/freeze', 'zj/0101/02.html']);
    const allowed = (url?: string) => !url || !refused.has(url);
    const { container } = render(<ListPreview code="ZJ0101_01" screen={loaded.screen} rows={shaped.list} hash="css-test"
      texts={plainScreenTexts('ZJ0101_01', loaded.locale, 'zh-CN')} allowed={allowed} scope={{ user: {}, params: {} }} />);
    const text = container.textContent ?? '';
    expect(text).not.toContain('编辑'); // edit: zj/0101/02.html
    expect(text).not.toContain('冻结'.split('').join(' ')); // the bulk freeze button
    expect(text).toContain('重置密码');
  });

  it('leaves out screens it cannot draw the same: charts, registered cells, a virtual page', () => {
    const base = { code: 'TT0001_01', kind: 'list' as const, title: 't', dataSource: { list: { method: 'GET' as const, url: 'tt/list' } }, columns: [{ name: 'a' }] };
    expect(canPreviewList(base)).toBe(true);
    expect(canPreviewList({ ...base, charts: [{ type: 'line' } as never] })).toBe(false);
    expect(canPreviewList({ ...base, columns: [{ name: 'a', cell: 'richText' }] })).toBe(false);
    expect(canPreviewList({ ...base, pageSize: 500 })).toBe(false);
    expect(canPreviewList({ ...base, kind: 'form' as const })).toBe(false);
  });
});
