/**
 * A password reset on ZJ0601_01 shows the one-time password the server answered, once, in a
 * dialog in the reader's language, instead of a toast saying "reset to the default".
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { issuedPasswords } from './firstPasswords';

const en = createTestI18n('en-US');
const zh = createTestI18n('zh-CN');
beforeAll(() => {
  installDomain(en);
  installDomain(zh);
});

const ROW = { id: 4, loginid: 'kf', userName: '陈客服', roleNames: 'Customer service', viewAll: false, locked: false, enabled: true };
const RESET = { updated: 1, message: 'The password was reset. The one-time password is shown only this once', passwords: [{ userId: 4, loginid: 'kf', password: 'Hq7kTz3mWp2x' }] };

async function resetFromList(lang: typeof en) {
  const request = vi.fn(async (_m: string, url: string) => (url === 'zj/0601/resetpwd' ? RESET : url === 'zj/0601/list' ? { list: [ROW], total: 1 } : {}));
  render(<App>{screenElement(lang, { request }, { code: 'ZJ0601_01', params: {} })}</App>);
  const button = await waitFor(() => { const b = document.querySelector('[data-action="resetPassword"]'); expect(b).not.toBeNull(); return b as HTMLElement; });
  fireEvent.click(button);
  const confirm = await waitFor(() => { const b = document.querySelector('.ant-modal-confirm .ant-btn-primary'); expect(b).not.toBeNull(); return b as HTMLElement; });
  fireEvent.click(confirm);
  await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'zj/0601/resetpwd', expect.objectContaining({ data: { id: 4 } })));
  return waitFor(() => { const d = document.querySelector('[data-testid="first-passwords"]'); expect(d).not.toBeNull(); return d as HTMLElement; });
}

describe('first passwords', () => {
  it('ZJ0601_01 reset: the one-time password in a dialog, English', async () => {
    const shown = await resetFromList(en);
    expect(shown.querySelector('[data-testid="first-password"]')?.textContent).toBe('Hq7kTz3mWp2x');
    expect(shown.textContent).toContain('Login ID: kf');
    expect(shown.textContent).toContain('shown only this once');
    expect(dom.getAllByText('One-time password').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/reset to the default/);
  }, 30_000);

  it('the same in Chinese', async () => {
    const shown = await resetFromList(zh);
    expect(shown.textContent).toContain('登录ID: kf');
    expect(dom.getAllByText('一次性密码').length).toBeGreaterThan(0);
    expect(dom.getAllByText('已告知用户，关闭').length).toBeGreaterThan(0);
  }, 30_000);

  it('ZJ0101_01 another login ID: the form saves, closes, and the new login\'s password shows once', async () => {
    const customer = { id: 7, code: 'C0007', name: 'Acme', userType: 'enterprise', orderStatus: 'OS04', loginid: 'acme' };
    const request = vi.fn(async (_m: string, url: string) =>
      url === 'zj/0101/list' ? { list: [customer], total: 1 } : url === 'zj/0601/login/add' ? { userId: 31, loginid: 'acme-ops', password: 'Rt5wQz8kPm3n', message: 'shown once' } : {});
    render(<App>{screenElement(en, { request }, { code: 'ZJ0101_01', params: {} })}</App>);
    const open = await waitFor(() => { const b = document.querySelector('[data-action="addLogin"]'); expect(b).not.toBeNull(); return b as HTMLElement; });
    fireEvent.click(open);
    // The form's first field is the login ID (the customer id travels hidden).
    const loginid = await waitFor(() => { const i = document.querySelector('.ant-modal input.ant-input'); expect(i).not.toBeNull(); return i as HTMLInputElement; });
    fireEvent.change(loginid, { target: { value: 'acme-ops' } });
    fireEvent.click(loginid.closest('.ant-modal')!.querySelector('button[data-action="submit"]')!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'zj/0601/login/add', expect.objectContaining({ data: { customerId: 7, loginid: 'acme-ops' } })));
    const shown = await waitFor(() => { const d = document.querySelector('[data-testid="first-passwords"]'); expect(d).not.toBeNull(); return d as HTMLElement; });
    expect(shown.querySelector('[data-testid="first-password"]')?.textContent).toBe('Rt5wQz8kPm3n');
    expect(shown.textContent).toContain('Login ID: acme-ops');
  }, 30_000);

  it('reads a reset ({passwords}) and an add ({loginid, password}); an edit shows nothing', () => {
    expect(issuedPasswords(RESET)).toEqual([{ userId: 4, loginid: 'kf', password: 'Hq7kTz3mWp2x' }]);
    expect(issuedPasswords({ id: 9, loginid: 'kf2', password: 'Ab3defGhjk45' })).toEqual([{ loginid: 'kf2', password: 'Ab3defGhjk45' }]);
    expect(issuedPasswords({ id: 9, loginid: 'kf2' })).toEqual([]);
    expect(issuedPasswords(undefined)).toEqual([]);
  });
});
