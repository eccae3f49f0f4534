/**
 * DD0204_02 invoice edit & print: the lines open filled in from the order, a line's required field
 * left empty is named under it (V12b) and nothing is sent, a picked image of another type is refused
 * before sending (V05), and a save sends the edited lines with the picked image as base64, then
 * shows the saved status and image.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';
import { fixtureReply } from '@renderers/fixtureReply';
import fixture from '../../tests/fixtures/screens/DD0204_02.json' with { type: 'json' };

const i18n = createTestI18n('zh-CN');
beforeAll(() => installDomain(i18n));

function open() {
  const request = vi.fn(async (method: string, url: string, options?: { params?: Record<string, unknown> }) =>
    (method === 'POST' ? { status: '上海示例贸易有限公司 于 2026-11-27 10:00 保存', imageName: 'logo.png（1 KB）' } : fixtureReply(fixture.requests, method, url, options?.params).reply) as never);
  render(<App>{screenElement(i18n, { request, user: fixture.user }, { code: 'DD0204_02', params: fixture.params })}</App>);
  return request;
}

const lineInput = (row: number, value: string) =>
  [...document.querySelectorAll<HTMLInputElement>('.ant-table-tbody tr.ant-table-row')][row].querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const save = () => fireEvent.click(document.querySelector('button[data-action="save"]')!);
const pick = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

describe('DD0204_02 invoice edit', () => {
  it("names an emptied line field under it and sends nothing; a save sends the edited lines and the picked image", async () => {
    const request = open();
    await waitFor(() => expect(lineInput(0, 'Cotton T-shirt')).toBeTruthy());
    expect(lineInput(1, 'Canvas bag')).toBeTruthy();

    fireEvent.change(lineInput(0, 'Cotton T-shirt'), { target: { value: '' } });
    save();
    await waitFor(() => expect(document.querySelector('.ant-table-tbody .ant-formily-item-error-help')?.textContent).toBe('此项为必填项'));
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());

    const row = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')][0];
    fireEvent.change(row.querySelector('input[value=""]')!, { target: { value: 'Cotton T-shirt, men' } });
    pick(new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'logo.gif', { type: 'image/gif' }));
    save();
    await waitFor(() => expect(document.body.textContent).toContain('只能上传 jpg, png 格式的文件'));
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());

    // One image at a time: a new pick replaces the refused one.
    pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    save();
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'dd/0204/invoice/save', expect.anything()));
    const body = request.mock.calls.find(([method]) => method === 'POST')![2] as { data: Record<string, any> };
    expect(body.data).toMatchObject({ id: 2, invoiceNo: 'DD261127000002', currency: 'USD', terms: 'DAP', image: { fileName: 'logo.png', content: 'iVBORw==' } });
    expect(body.data.lines.map((l: { nameEn: string }) => l.nameEn)).toEqual(['Cotton T-shirt, men', 'Canvas bag']);
    // What the form only shows stays behind.
    expect(body.data).not.toHaveProperty('status');
    expect(body.data).not.toHaveProperty('exporter');
    // The saved invoice's status and image as the server answers them.
    await waitFor(() => expect(document.body.textContent).toContain('上海示例贸易有限公司 于 2026-11-27 10:00 保存'));
    expect(document.body.textContent).toContain('logo.png（1 KB）');
  });
});
