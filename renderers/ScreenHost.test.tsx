import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from './testing';
import type { Screen } from './types';

describe('ScreenHost', () => {
  it('an unknown code and an unknown kind render visible placeholders', async () => {
    render(screenElement(createTestI18n('en-US'), { loadScreen: async () => undefined }, { code: 'QQ0000_01' }));
    expect(await dom.findByTestId('engine-placeholder')).toHaveTextContent('Screen QQ0000_01 does not exist');
    cleanup();
    const odd = { code: 'QQ0000_02', kind: 'grid', title: 'title' } as unknown as Screen;
    render(screenElement(createTestI18n('zh-CN'), { loadScreen: async () => ({ screen: odd }) }, { code: 'QQ0000_02' }));
    expect(await dom.findByTestId('engine-placeholder')).toHaveTextContent('未知页面类型：grid');
  });

  it('a cell that throws is caught by the screen, the rest of the app stays', async () => {
    const boom: Screen = { code: 'QQ0000_03', kind: 'detail', title: 'title', dataSource: { load: { method: 'GET', url: 'qq/load' } },
      columns: [{ name: 'x', cell: 'explodes' }] };
    const { cells } = await import('./registry');
    cells.register('explodes', () => { throw new Error('cell exploded'); });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<div><p>the shell</p>{screenElement(createTestI18n('en-US'), { request: async () => ({ x: 1 }), loadScreen: async () => ({ screen: boom }) }, { code: 'QQ0000_03' })}</div>);
    expect(await dom.findByTestId('screen-error')).toHaveTextContent('cell exploded');
    expect(dom.getByText('the shell')).toBeInTheDocument();
    spy.mockRestore();
  });
});
