/**
 * MN0201_01 my profile: who the account is shows as text (not inputs that look editable), an empty
 * value as the dash cells use rather than Formily's English "N/A" (a Chinese page stays Chinese),
 * and only the account's own fields are sent.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import fixture from '../../tests/fixtures/screens/MN0201_01.json' with { type: 'json' };

const i18n = createTestI18n('zh-CN');
beforeAll(() => installDomain(i18n));

/** The text of the form item labelled `label`. */
function itemText(label: string): string {
  const labelEl = [...document.querySelectorAll('.ant-formily-item-label')].find((l) => l.textContent?.replace(/[:：\s*]/g, '') === label);
  expect(labelEl, label).toBeDefined();
  return (labelEl!.closest('.ant-formily-item')!.querySelector('.ant-formily-item-control') as HTMLElement).textContent ?? '';
}

describe('MN0201_01 my profile', () => {
  it('shows the account as text, an empty mobile as a dash, and saves the contact name and email only', async () => {
    const detail = fixture.requests['GET mn/0201/detail'];
    const request = vi.fn(async (method: string, url: string) => (method === 'GET' && url === 'mn/0201/detail' ? detail : { message: '个人资料已保存' }));
    render(<App>{screenElement(i18n, { request, user: fixture.user }, { code: 'MN0201_01' })}</App>);
    await waitFor(() => expect(itemText('登录账号')).toBe('customer'));
    expect(itemText('客户')).toBe('上海示例贸易有限公司');
    expect(itemText('审核状态')).toBe('已审核');
    expect(itemText('手机号')).toMatch(/^-/);
    expect(document.body.textContent).not.toContain('N/A');
    // Only the contact name and email are inputs.
    const inputs = [...document.querySelectorAll('.ant-formily-item input:not([type="file"])')];
    expect(inputs.map((i) => i.closest('.ant-formily-item')!.querySelector('.ant-formily-item-label')!.textContent!.replace(/[:：\s*]/g, ''))).toEqual(['联系人', '邮箱']);

    fireEvent.change(inputs[0], { target: { value: '刘经理' } });
    fireEvent.click(document.querySelector('button[data-action="submit"]')!);
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'mn/0201/save', expect.objectContaining({ data: { contactName: '刘经理', email: null } })));
  });
});
