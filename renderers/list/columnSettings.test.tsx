import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen as dom } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { columnsKey, sharedColumnsKey } from './columnSettings';

const request = async () => ({ list: [{ seq: 1, fileName: 'a.xlsx', endFlag: 1, createdAt: '2024-01-02 03:04:05' }], total: 1 });
const hideCreated = JSON.stringify({ createdAt: { show: false } });

/** Opens the download centre as a user and tells whether its "创建时间" column shows. */
async function createdColumnShownTo(userId: number): Promise<boolean> {
  const view = render(screenElement(createTestI18n('zh-CN'), { request, user: { userId } }, { code: 'XT0125_01' }));
  await dom.findByText('a.xlsx');
  const shown = dom.queryAllByRole('columnheader').some((h) => h.textContent === '创建时间');
  view.unmount();
  return shown;
}

beforeEach(() => localStorage.clear());

describe('list column settings on a shared PC', () => {
  it('are kept per user: the second login does not get the first one\'s columns', async () => {
    localStorage.setItem(columnsKey('XT0125_01', 7), hideCreated);
    expect(await createdColumnShownTo(7)).toBe(false);
    expect(await createdColumnShownTo(8)).toBe(true);
  });

  it('stored per screen before, move once to the first user who opens the screen', async () => {
    localStorage.setItem(sharedColumnsKey('XT0125_01'), hideCreated);
    expect(await createdColumnShownTo(7)).toBe(false);
    expect(localStorage.getItem(sharedColumnsKey('XT0125_01'))).toBeNull();
    expect(await createdColumnShownTo(8)).toBe(true);
    expect(await createdColumnShownTo(7)).toBe(false);
  });
});
