/**
 * DD0101_01: fill an address group (sender, recipient, importer, exporter) from the customer's
 * address book (XX0202). The group is named by where the picker sits. The default sender fills an
 * empty sender when the book arrives (the shipper rarely changes); a recipient, importer or
 * exporter is always chosen, never assumed.
 */
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { observer, useField, useForm } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';

interface Entry { id: number; name: string; company?: string | null; city?: string | null; address1?: string | null; isDefault: boolean; [k: string]: unknown }

const PREFILLED = ['sender'];
const FIELDS = ['name', 'company', 'phone', 'country', 'province', 'city', 'postcode', 'address1', 'address2', 'email', 'taxId'] as const;

/** The address group this picker belongs to: its nearest data field above it. */
function groupOf(field: GeneralField): string {
  let at = field.parent;
  while (at && at.displayName === 'VoidField') at = at.parent;
  return at ? at.path.toString() : '';
}

export const AddressPick = observer(function AddressPick() {
  const field = useField();
  const form = useForm();
  const engine = useEngine();
  const { screen, text } = useScreen();
  const group = groupOf(field);
  const customerId = form.values.customerId as number | undefined;
  const needsCustomer = engine.user?.userType === 'staff' && !customerId;
  const [entries, setEntries] = useState<Entry[]>([]);
  const [chosen, setChosen] = useState<number | undefined>();
  const fillFrom = (e: Entry) => {
    form.setValuesIn(group, Object.fromEntries(FIELDS.map((f) => [f, e[f] ?? undefined])));
    setChosen(e.id);
  };
  useEffect(() => {
    if (needsCustomer) return setEntries([]);
    let live = true;
    const api = screen.dataSource?.addresses ?? { method: 'GET' as const, url: 'dd/0101/address/list' };
    (engine.request(api.method, api.url, { params: { role: group, ...(customerId ? { customerId } : {}) }, silent: true }) as Promise<{ list: Entry[] }>)
      .then(({ list }) => {
        if (!live) return;
        setEntries(list);
        const filled = Object.values((form.getValuesIn(group) ?? {}) as Record<string, unknown>).some((v) => v !== undefined && v !== null && v !== '');
        const preferred = list.find((e) => e.isDefault);
        if (!filled && preferred && PREFILLED.includes(group)) fillFrom(preferred);
      })
      .catch(() => live && setEntries([]));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, customerId, needsCustomer]);
  const label = (e: Entry) => [e.name, e.company, e.city, e.address1].filter(Boolean).join(' · ') + (e.isDefault ? ` (${text('hints.defaultEntry')})` : '');
  return (
    <Select
      data-testid={`address-pick-${group}`}
      aria-label={text('fields.fromBook')}
      style={{ minWidth: 240 }}
      placeholder={text(entries.length ? 'hints.pickAddress' : 'hints.noAddresses')}
      disabled={!entries.length}
      value={chosen}
      showSearch
      optionFilterProp="label"
      options={entries.map((e) => ({ value: e.id, label: label(e) }))}
      onChange={(id: number) => { const e = entries.find((x) => x.id === id); if (e) fillFrom(e); }}
    />
  );
});
