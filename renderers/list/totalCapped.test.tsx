import { describe, expect, it, vi } from 'vitest';
import { render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, orderNo: `DD2611270000${String(i).padStart(2, '0')}` }));

describe("a list whose server stopped counting", () => {
  it('says "more than" its total in the pager; an exact total reads as ProTable says it', async () => {
    const request = vi.fn(async () => ({ list: rows, total: 10_000, totalCapped: true }));
    const view = render(screenElement(createTestI18n('zh-CN'), { request }, { code: 'DD0205_01' }));
    expect(await dom.findByText('超过 10000 条', {}, { timeout: 20_000 })).toBeTruthy();
    view.unmount();
    const exact = vi.fn(async () => ({ list: rows, total: 57 }));
    render(screenElement(createTestI18n('en-US'), { request: exact }, { code: 'DD0205_01' }));
    await dom.findByText(rows[0].orderNo, {}, { timeout: 20_000 });
    expect(dom.queryByText(/More than/)).toBeNull();
  });
});
