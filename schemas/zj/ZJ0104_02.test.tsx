/**
 * ZJ0104_02 price edit, the real screen, hooks and texts with the domain installed: a zone's
 * postcode ranges are read as the server reads them, so a range typed with "-" is refused on the
 * field (with the "~" form to write) before anything is saved, and a JP postcode is one postcode.
 */
import '@renderers/testConfig';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

afterEach(cleanup);

const detail = {
  id: 1, routeId: 1, customerId: null, priceCode: 'P-US', name: 'US', currency: 'RMB', status: 'enabled',
  validFrom: '2025-12-31T16:00:00.000Z', validTo: '2027-01-01T00:00:00.000Z', remark: null,
  zones: [{ code: 'US-W', name: null, country: 'US', postcodes: [{ from: '90000', to: '96199' }], cities: [], minCharge: '60', breaks: [{ kind: 'per_kg', upTo: '20', rate: '52' }] }],
};

function renderForm(lang: 'zh-CN' | 'en-US') {
  const i18n = createTestI18n(lang);
  installDomain(i18n);
  const request = vi.fn(async (_m: string, url: string, _options?: unknown) => {
    if (url === 'zj/0104/detail') return detail;
    if (url === 'zj/0403/country/options') return [{ label: 'US United States', value: 'US' }];
    if (url.endsWith('/list')) return { list: [{ id: 1, code: 'US-EXP', name: 'US' }], total: 1 };
    return {};
  });
  render(<App>{screenElement(i18n, { request }, { code: 'ZJ0104_02', params: { id: 1 }, onClose: () => undefined })}</App>);
  return request;
}

const postcodes = () => waitFor(() => {
  const input = document.querySelector<HTMLInputElement>('input[name="postcodes"]');
  expect(input?.value).toBe('90000~96199');
  return input!;
}, { timeout: 15_000 });
const submit = () => fireEvent.click(document.querySelector('button[data-action="submit"]')!);
const saves = (request: ReturnType<typeof renderForm>) => request.mock.calls.filter((c) => c[1] === 'zj/0104/save');

describe('ZJ0104_02 zone postcodes', () => {
  it('"90000-96199" is refused on the field with the ~ form to write, and nothing is saved', async () => {
    const request = renderForm('en-US');
    fireEvent.change(await postcodes(), { target: { value: '90000-96199' } });
    submit();
    expect(await dom.findByText('"90000-96199" looks like a range written with -; a - belongs to the postcode itself, write the range as 90000~96199', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(saves(request)).toEqual([]);
  }, 30_000);

  it('in Chinese too; then "90000~96199; 100-0001" is saved as a range and one postcode', async () => {
    const request = renderForm('zh-CN');
    const input = await postcodes();
    fireEvent.change(input, { target: { value: '96199~90000' } });
    submit();
    expect(await dom.findByText('邮编段 96199~90000 起点大于终点', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '90000~96199; 100-0001' } });
    submit();
    await waitFor(() => expect(saves(request)).toHaveLength(1), { timeout: 10_000 });
    const body = saves(request)[0][2] as { data: { zones: { postcodes: unknown }[] } };
    expect(body.data.zones[0].postcodes).toEqual([{ from: '90000', to: '96199' }, { from: '100-0001', to: '100-0001' }]);
  }, 30_000);
});
