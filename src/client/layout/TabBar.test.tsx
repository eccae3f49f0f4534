import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { resources } from '../i18n/resources';
import { TabBar } from './TabBar';
import { aliveKeys, initialTabs, tabsReducer, type TabsState } from './tabs';

const i18n = i18next.createInstance();
void i18n.init({ resources, lng: 'en-US', ns: ['shell'], defaultNS: 'shell', interpolation: { escapeValue: false }, initAsync: false });

const HOME = 'MN0501_01';
const reduce = tabsReducer(HOME);

function openMany(n: number): TabsState {
  let s = initialTabs(HOME);
  for (let i = 1; i <= n; i++) s = reduce(s, { type: 'open', key: `T${i}` });
  return s;
}

function renderBar(s: TabsState, max: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <TabBar tabs={s.tabs} active={s.active} home={HOME} titleOf={(k) => k} alive={aliveKeys(s, max)} onSelect={() => {}} onClose={() => {}} onCloseOthers={() => {}} onCloseAll={() => {}} onReorder={() => {}} />
    </I18nextProvider>,
  );
}

describe('tabs beyond the keep-alive cap', () => {
  it('say on the tab that they were released and will reload; kept tabs say nothing', () => {
    renderBar(openMany(4), 3);
    // Viewed most recently: T4, T3, T2 (kept); home and T1 were released.
    for (const key of [HOME, 'T1']) {
      const tab = document.querySelector(`[data-tab="${key}"]`)!;
      expect(tab).toHaveAttribute('data-released', 'true');
      expect(tab).toHaveAttribute('title', 'Released to save memory: this page reloads when you open it again');
    }
    for (const key of ['T2', 'T3', 'T4']) {
      expect(document.querySelector(`[data-tab="${key}"]`)).not.toHaveAttribute('title');
    }
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });
});

describe('the tab bar for keyboard, mouse and assistive tech', () => {
  function renderWith(handlers: { onClose?: (k: string) => void; onCloseOthers?: (k: string) => void; onCloseAll?: () => void }) {
    const s = openMany(2);
    return render(
      <I18nextProvider i18n={i18n}>
        <TabBar tabs={s.tabs} active={s.active} home={HOME} titleOf={(k) => `Page ${k}`} onSelect={() => {}} onClose={handlers.onClose ?? (() => {})}
          onCloseOthers={handlers.onCloseOthers ?? (() => {})} onCloseAll={handlers.onCloseAll ?? (() => {})} onReorder={() => {}} />
      </I18nextProvider>,
    );
  }

  it('has no control nested in a tab, and axe finds nothing serious in it', async () => {
    const { container } = renderWith({});
    for (const tab of screen.getAllByRole('tab')) expect(tab.querySelector('button, a, [tabindex]')).toBeNull();
    const axe = (await import('axe-core')).default;
    const results = await axe.run(container, { runOnly: ['nested-interactive', 'aria-required-children', 'aria-required-parent', 'aria-hidden-focus', 'aria-allowed-attr', 'aria-valid-attr'] });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('Delete closes the focused tab; right-click offers close others and close all', async () => {
    const onClose = vi.fn();
    const onCloseOthers = vi.fn();
    const onCloseAll = vi.fn();
    renderWith({ onClose, onCloseOthers, onCloseAll });
    const t1 = screen.getByRole('tab', { name: 'Page T1' });
    fireEvent.keyDown(t1, { key: 'Delete' });
    expect(onClose).toHaveBeenCalledWith('T1');
    fireEvent.contextMenu(t1);
    fireEvent.click(await screen.findByText('Close others'));
    expect(onCloseOthers).toHaveBeenCalledWith('T1');
    fireEvent.contextMenu(t1);
    fireEvent.click(await screen.findByText('Close all'));
    expect(onCloseAll).toHaveBeenCalled();
  });
});
