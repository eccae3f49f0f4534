import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import type { MenuNode } from '../api/shell';
import { SideMenu } from './SideMenu';

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
