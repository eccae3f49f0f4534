import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
      <TabBar tabs={s.tabs} active={s.active} home={HOME} titleOf={(k) => k} alive={aliveKeys(s, max)} onSelect={() => {}} onClose={() => {}} onReorder={() => {}} />
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
