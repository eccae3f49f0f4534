import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { dictionaries } from '../registry';

beforeAll(() => {
  dictionaries.register('downloadEndFlag', [{ value: 1, label: { 'zh-CN': '已完成', 'en-US': 'Done' } }]);
});

describe('a list before its first answer', () => {
  it('never says "no data" while the first page is on its way; says it once the answer is empty', async () => {
    let answer: (value: unknown) => void = () => {};
    const request = vi.fn(() => new Promise((resolve) => { answer = resolve; }));
    // Every "no data" the table ever drew, even for one frame (the table asks in an effect, after its first paint).
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.textContent?.includes('暂无数据')) seen.push(n.textContent);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(screenElement(createTestI18n('zh-CN'), { request }, { code: 'XT0125_01' }));
    await dom.findAllByText('文件名');
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('GET', 'xt/0125/select/download', expect.anything()), { timeout: 10_000 });
    await act(() => new Promise((r) => setTimeout(r, 200)));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(seen).toEqual([]);
    expect(dom.queryAllByText('暂无数据')).toEqual([]);
    observer.disconnect();
    await act(async () => answer({ list: [], total: 0 }));
    expect((await dom.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });
});
