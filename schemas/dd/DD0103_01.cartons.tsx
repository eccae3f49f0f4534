/**
 * DD0103_01's own fields: the Amazon warehouse, which fills the recipient with its address; the
 * carton a SKU line is packed in, chosen among the box numbers entered above; the note on a carton
 * holding more than 30 items (V07). The rules behind them are src/domain/orders/fbaCartons.ts.
 */
import { useEffect, useState } from 'react';
import { Alert, Select } from 'antd';
import { observer, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { boxKey, crowdedCartons, type CartonItemRow, type CartonRow } from '../../src/domain/orders/fbaCartons';
import { ITEMS_PER_CARTON_NOTE } from '../../src/domain/orders/orderRules';

export interface FbaWarehouse { code: string; country: string; company: string; province: string | null; city: string; postcode: string; address1: string; phone: string | null }

/** The recipient of a shipment to this warehouse: Amazon there, at the centre's address. */
export const recipientOf = (w: FbaWarehouse) => ({
  name: `Amazon ${w.code}`, company: w.company, country: w.country, province: w.province ?? undefined, city: w.city,
  postcode: w.postcode, address1: w.address1, address2: undefined, ...(w.phone ? { phone: w.phone } : {}),
});

/** A field's value and, from the engine's FormItem, the id its label points at. */
interface ValueProps<T> { value?: T | null; onChange?: (v: T | null) => void; id?: string }

export const FbaWarehousePick = observer(function FbaWarehousePick({ value, onChange, id }: ValueProps<string>) {
  const form = useForm();
  const engine = useEngine();
  const { screen, text } = useScreen();
  const [list, setList] = useState<FbaWarehouse[]>([]);
  useEffect(() => {
    let live = true;
    const api = screen.dataSource?.warehouses ?? { method: 'GET' as const, url: 'dd/0103/fba/warehouse' };
    (engine.request(api.method, api.url, { silent: true }) as Promise<{ list: FbaWarehouse[] }>)
      .then(({ list }) => live && setList(list))
      .catch(() => live && setList([]));
    return () => { live = false; };
  }, [engine, screen]);
  const pick = (code: string) => {
    onChange?.(code);
    const w = list.find((x) => x.code === code);
    if (w) form.setValuesIn('recipient', { ...(form.getValuesIn('recipient') as object), ...recipientOf(w) });
  };
  return (
    <Select
      data-testid="fba-warehouse"
      id={id}
      value={value ?? undefined}
      onChange={pick}
      showSearch
      optionFilterProp="label"
      placeholder={text('hints.pickWarehouse')}
      style={{ minWidth: 320 }}
      options={list.map((w) => ({ value: w.code, label: `${w.code} · ${w.country} ${w.city} ${w.postcode}` }))}
    />
  );
});

export const CartonPick = observer(function CartonPick({ value, onChange, id }: ValueProps<string>) {
  const form = useForm<{ parcels?: CartonRow[] }>();
  const { text } = useScreen();
  const boxes = [...new Set((form.values.parcels ?? []).map((p) => boxKey(p?.boxNo)).filter(Boolean))];
  return (
    <Select
      data-testid="carton-pick"
      id={id}
      value={value ?? undefined}
      onChange={(v: string) => onChange?.(v)}
      placeholder={boxes.length ? undefined : text('hints.noCartons')}
      notFoundContent={text('hints.noCartons')}
      style={{ width: '100%' }}
      options={boxes.map((b) => ({ value: b, label: b }))}
    />
  );
});

export const FbaCartonNote = observer(function FbaCartonNote() {
  const form = useForm<{ items?: CartonItemRow[] }>();
  const { text } = useScreen();
  const crowded = crowdedCartons(form.values.items ?? []);
  return crowded.length ? <Alert type="warning" showIcon message={text('hints.crowdedCartons', { boxes: crowded.join(', '), max: ITEMS_PER_CARTON_NOTE })} /> : null;
});
