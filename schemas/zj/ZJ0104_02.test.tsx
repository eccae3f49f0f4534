/**
 * ZJ0104_02 price edit, the real screen, hooks and texts with the domain installed: a zone's
 * postcode ranges are read as the server reads them, so a range typed with "-" is refused on the
 * field (with the "~" form to write) before anything is saved, and a JP postcode is one postcode.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as dom, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createTestI18n, screenElement } from '@renderers/testing';
import { installDomain } from '@renderers/domainSetup';

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
});
const submit = () => fireEvent.click(document.querySelector('button[data-action="submit"]')!);
const saves = (request: ReturnType<typeof renderForm>) => request.mock.calls.filter((c) => c[1] === 'zj/0104/save');

describe('ZJ0104_02 zone postcodes', () => {
  it('"90000-96199" is refused on the field with the ~ form to write, and nothing is saved', async () => {
    const request = renderForm('en-US');
    fireEvent.change(await postcodes(), { target: { value: '90000-96199' } });
    submit();
    expect(await dom.findByText('"90000-96199" looks like a range written with -; a - belongs to the postcode itself, write the range as 90000~96199')).toBeInTheDocument();
    expect(saves(request)).toEqual([]);
  });

  it('in Chinese too; then "90000~96199; 100-0001" is saved as a range and one postcode', async () => {
    const request = renderForm('zh-CN');
    const input = await postcodes();
    fireEvent.change(input, { target: { value: '96199~90000' } });
    submit();
    expect(await dom.findByText('邮编段 96199~90000 起点大于终点')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '90000~96199; 100-0001' } });
    submit();
    await waitFor(() => expect(saves(request)).toHaveLength(1));
    const body = saves(request)[0][2] as { data: { zones: { postcodes: unknown }[] } };
    expect(body.data.zones[0].postcodes).toEqual([{ from: '90000', to: '96199' }, { from: '100-0001', to: '100-0001' }]);
  });
});

describe('ZJ0104_02 country zone', () => {
  const zonesByCountry: Record<string, { value: string; label: string }[]> = {
    US: [{ value: 'US-W', label: 'US-W US West' }],
    FR: [{ value: 'FR-CORSE', label: 'FR-CORSE Corsica' }],
  };
  const twoBreaks = { ...detail, zones: [{ ...detail.zones[0], breaks: [{ kind: 'per_kg', upTo: '20', rate: '52' }, { kind: 'per_kg', upTo: '70', rate: '45' }] }] };

  function renderZones() {
    const i18n = createTestI18n('en-US');
    installDomain(i18n);
    const request = vi.fn(async (_m: string, url: string, options?: { params?: { country?: string } }) => {
      if (url === 'zj/0104/detail') return twoBreaks;
      if (url === 'zj/0403/country/options') return [{ label: 'US United States', value: 'US' }, { label: 'FR France', value: 'FR' }];
      if (url === 'zj/0403/zone/options') return { list: zonesByCountry[options?.params?.country ?? ''] ?? [] };
      if (url.endsWith('/list')) return { list: [{ id: 1, code: 'US-EXP', name: 'US' }], total: 1 };
      return {};
    });
    render(<App>{screenElement(i18n, { request }, { code: 'ZJ0104_02', params: { id: 1 }, onClose: () => undefined })}</App>);
    return request;
  }
  const zoneCalls = (request: ReturnType<typeof renderZones>) => request.mock.calls.filter((c) => c[1] === 'zj/0403/zone/options').map((c) => (c[2] as { params: { country?: string } }).params.country);
  /** The first row's selects: country, then country zone. */
  const rowSelects = () => document.querySelector('tr.ant-table-row')!.querySelectorAll('.ant-select-selector');
  const option = (title: string) => waitFor(() => { const o = document.querySelector(`.ant-select-item-option[title="${title}"]`); expect(o).not.toBeNull(); return o!; });

  it("offers the zones of the row's country, reloads them (dropping the old zone) when the country changes, and saves the one chosen", async () => {
    const request = renderZones();
    await postcodes();
    // Two rows of one country: one request.
    await waitFor(() => expect(zoneCalls(request)).toEqual(['US']));
    fireEvent.mouseDown(rowSelects()[1]);
    fireEvent.click(await option('US-W US West'));

    fireEvent.mouseDown(rowSelects()[0]);
    fireEvent.click(await option('FR France'));
    await waitFor(() => expect(zoneCalls(request)).toEqual(['US', 'FR']));
    // US-W is no zone of France: the cell lets go of it.
    await waitFor(() => expect(rowSelects()[1].querySelector('.ant-select-selection-item')).toBeNull());
    fireEvent.mouseDown(rowSelects()[1]);
    fireEvent.click(await option('FR-CORSE Corsica'));
    expect(document.querySelector('.ant-select-item-option[title="US-W US West"]')).toBeNull();

    // A new row has no country yet: nothing is asked for, and it offers no zone.
    const before = zoneCalls(request).length;
    fireEvent.click(await dom.findByText('Add a weight break'));
    await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(3));
    expect(zoneCalls(request)).toHaveLength(before);
    expect(zoneCalls(request)).not.toContain(undefined);

    document.querySelectorAll('tr.ant-table-row')[2].querySelectorAll('button').forEach((b) => { if (b.querySelector('.anticon-delete')) fireEvent.click(b); });
    await waitFor(() => expect(document.querySelectorAll('tr.ant-table-row')).toHaveLength(2));
    submit();
    await waitFor(() => expect(request.mock.calls.filter((c) => c[1] === 'zj/0104/save')).toHaveLength(1));
    const body = request.mock.calls.find((c) => c[1] === 'zj/0104/save')![2] as { data: { zones: { country: string; geoZone: string | null }[] } };
    expect(body.data.zones[0]).toMatchObject({ country: 'FR', geoZone: 'FR-CORSE' });
  });
});
