import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import type { MenuNode } from '../api/shell';
import { SideMenu } from './SideMenu';

// The badged station screens (WL0105_01 ...) are not built yet, so the menu leaves them out: here
// one is, as it will be, to show where a click on its row goes.
vi.mock('../app/builtScreens', async (importOriginal) => {
  const real = await importOriginal<typeof import('../app/builtScreens')>();
  return { BUILT_SCREENS: new Set([...real.BUILT_SCREENS, 'WL0105_01']) };
});

const i18n = i18next.createInstance();
void i18n.init({ resources, lng: 'zh-CN', ns: ['shell', 'common'], defaultNS: 'shell', interpolation: { escapeValue: false }, initAsync: false });

const page = (menuId: number, menuName: string, url: string): MenuNode => ({ menuId, menuName, url, icon: null, hidden: false, subMenuList: [] });
const MENU: MenuNode[] = [page(1, '客户管理', 'zj/0101/01.html'), page(2, '在库管理', 'wl/0105/01.html')];

function renderMenu(onOpen: (path: string) => void, menu = MENU) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SideMenu menu={menu} collapsed={false} activeCode={null} counts={{ B05: 4 }} onOpen={onOpen} />
    </I18nextProvider>,
  );
}

describe('side menu entries with a count badge', () => {
  it('open the screen from the name and the statistics only from the badge', () => {
    const onOpen = vi.fn();
    const { container } = renderMenu(onOpen);
    const row = container.querySelector('[data-menu-url="wl/0105/01.html"]')!;
    // antd's menu stretches an item's `a::before` across the whole row: no link may sit in an entry.
    expect(row.closest('li')!.querySelector('a')).toBeNull();
    fireEvent.click(row.querySelector('.sm-name')!);
    expect(onOpen).toHaveBeenLastCalledWith('/WL0105_01');
    fireEvent.click(row.querySelector('[data-badge="B05"]')!);
    expect(onOpen).toHaveBeenLastCalledWith('/WL0109_01?operationType=B05');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('the side menu search', () => {
  const folder = (menuId: number, menuName: string, subMenuList: MenuNode[]): MenuNode => ({ menuId, menuName, url: null, icon: null, hidden: false, subMenuList });
  const TREE = [folder(10, '资料', [page(1, '客户管理', 'zj/0101/01.html'), page(3, '运费试算', 'xx/0402/01.html')]), page(2, '站点操作统计', 'wl/0109/01.html')];
  const names = (c: HTMLElement) => [...c.querySelectorAll('.sm-name')].map((e) => e.textContent);

  it('finds entries by pinyin initials and English words, opening their folders; says when nothing matches', async () => {
    const onOpen = vi.fn();
    const { container } = renderMenu(onOpen, TREE);
    const box = screen.getByTestId('menu-search');
    fireEvent.change(box, { target: { value: 'khgl' } });
    await waitFor(() => expect(names(container)).toEqual(['资料', '客户管理']));
    fireEvent.click(screen.getByText('客户管理'));
    expect(onOpen).toHaveBeenLastCalledWith('/ZJ0101_01');
    fireEvent.change(box, { target: { value: 'freight' } });
    await waitFor(() => expect(names(container)).toEqual(['资料', '运费试算']));
    fireEvent.change(box, { target: { value: 'zzzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('没有匹配的菜单'));
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(names(container)).toContain('站点操作统计'));
  });
});
