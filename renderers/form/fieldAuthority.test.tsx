import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { createTestI18n, screenElement } from '../testing';
import { authorityUrls } from '../authority';
import type { Screen } from '../types';

/** A customer form as finance sees it: the limits are theirs, the name needs `tt/0003/edit`. */
const screenDef: Screen = {
  code: 'TT0003_01', kind: 'form', title: 'title',
  dataSource: { load: { method: 'GET', url: 'tt/0003/load', params: { id: 'params.id' } }, submit: { method: 'POST', url: 'tt/0003/save' } },
  schema: {
    type: 'object',
    properties: {
      id: { type: 'number', 'x-display': 'hidden' },
      name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-authority': 'tt/0003/edit' },
      // Editable on add only, by its reaction; the authority still wins.
      code: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-authority': 'tt/0003/edit',
        'x-reactions': [{ dependencies: ['id'], when: { empty: '$deps.0' }, fulfill: { readOnly: false }, otherwise: { readOnly: true } }] },
      limit: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    },
  },
};
const locale = { 'en-US': { title: 'Test', fields: { name: 'Name', code: 'Code', limit: 'Limit' } } };
const loadScreen = async () => ({ screen: screenDef, locale });

const input = (label: string) =>
  dom.getByText(label, { selector: 'label, label *' }).closest('.ant-formily-item')!.querySelector('input') as HTMLInputElement | null;
/** Formily shows a read-only text input as text, or as an input marked read-only. */
const readOnly = (label: string) => {
  const el = input(label);
  return !el || el.readOnly;
};

describe('x-authority on form fields', () => {
  it('the screen asks for field authorities with its other ones, inline forms included', () => {
    const withForm: Screen = { ...screenDef, forms: { row: { schema: { type: 'object', properties: {
      x: { type: 'string', 'x-authority': 'tt/0003/row' } } }, dataSource: { submit: { method: 'POST', url: 'tt/0003/row' } } } } };
    expect(authorityUrls(withForm)).toEqual(['tt/0003/edit', 'tt/0003/row']);
  });

  it('a field whose authority is refused is read-only (its add-only reaction too) and is sent back as loaded', async () => {
    const request = vi.fn(async (_m: unknown, url: unknown) => (url === 'tt/0003/load' ? { id: 5, name: 'ACME', code: 'C1', limit: '100' } : {}));
    const checkAuthority = vi.fn(async (urls: string[]) => Object.fromEntries(urls.map((u) => [u, false])));
    render(screenElement(createTestI18n('en-US'), { request, loadScreen, checkAuthority }, { code: 'TT0003_01', params: { id: 5 }, onClose: () => undefined }));
    await waitFor(() => expect(input('Limit')?.value).toBe('100'));
    expect(checkAuthority).toHaveBeenCalledWith(['tt/0003/edit']);
    expect(readOnly('Name')).toBe(true);
    expect(readOnly('Code')).toBe(true);
    expect(readOnly('Limit')).toBe(false);
    fireEvent.change(input('Limit')!, { target: { value: '250' } });
    fireEvent.click(dom.getByRole('button', { name: /Submit/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', 'tt/0003/save', expect.objectContaining({ params: {}, data: { id: 5, name: 'ACME', code: 'C1', limit: '250' } })));
  });

  it('a granted field is editable once the answer arrives; on add its own reaction applies', async () => {
    let grant!: (answer: Record<string, boolean>) => void;
    const checkAuthority = vi.fn(() => new Promise<Record<string, boolean>>((resolve) => { grant = resolve; }));
    render(screenElement(createTestI18n('en-US'), { loadScreen, checkAuthority }, { code: 'TT0003_01', onClose: () => undefined }));
    await dom.findByText('Name', { selector: 'label, label *' });
    // Until the server answers, the field is held read-only.
    expect(readOnly('Name')).toBe(true);
    expect(readOnly('Code')).toBe(true);
    grant({ 'tt/0003/edit': true });
    await waitFor(() => expect(readOnly('Name')).toBe(false));
    expect(readOnly('Code')).toBe(false);
    fireEvent.change(input('Name')!, { target: { value: 'New Co' } });
    expect(input('Name')!.value).toBe('New Co');
  });
});
