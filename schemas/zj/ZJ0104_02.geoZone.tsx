/**
 * ZJ0104_02's country-zone cell: a select of the ZJ0403_01 zones of its own row's country, so a
 * price zone can only name a zone that exists there (the server still checks it on save). The
 * options follow the row's country (none without one) and the language (the server writes the
 * labels); rows of one country share one request per opening of the form. A zone that is not one of
 * the row's country's zones (the country was changed) is cleared once they have loaded.
 */
import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { Form } from '@formily/core';
import { observer, useField, useForm } from '@formily/react';
import { useTranslation } from 'react-i18next';
import { useEngine, type Engine } from '../../renderers/EngineProvider';

export interface ZoneOption { value: string; label: string }

const loaded = new WeakMap<Form, Map<string, Promise<ZoneOption[]>>>();

/** One country's zones in one language, asked for once per form (a failed request is asked again next time). */
export function zonesOf(form: Form, engine: Engine, country: string, lang: string): Promise<ZoneOption[]> {
  const cache = loaded.get(form) ?? new Map<string, Promise<ZoneOption[]>>();
  loaded.set(form, cache);
  const key = `${lang}|${country}`;
  let answer = cache.get(key);
  if (!answer) {
    answer = (engine.request('GET', 'zj/0403/zone/options', { params: { country } }) as Promise<{ list?: ZoneOption[] }>)
      .then((r) => r?.list ?? [])
      .catch((err) => { cache.delete(key); throw err; });
    cache.set(key, answer);
  }
  return answer;
}

interface Props { value?: string | null; onChange?: (v: string | null) => void; disabled?: boolean; readOnly?: boolean; name?: string }

// observer: the row's country is read from the form, and a change of it renders the cell again.
const ZoneSelect = observer(function ZoneSelect({ value, onChange, disabled, readOnly, name }: Props) {
  const engine = useEngine();
  const form = useForm();
  const field = useField();
  const { i18n } = useTranslation();
  const country = String(field.query('.country').value() ?? '').trim().toUpperCase();
  const [options, setOptions] = useState<ZoneOption[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setOptions([]);
    if (!/^[A-Z]{2}$/.test(country)) return undefined;
    let live = true;
    setLoading(true);
    zonesOf(form, engine, country, i18n.language)
      .then((list) => {
        if (!live) return;
        setOptions(list);
        // A zone of the row's former country cannot price this one: let go of it rather than wait for the server's refusal.
        if (value && !list.some((o) => o.value === value)) onChange?.(null);
      })
      .catch(() => undefined)
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [form, engine, country, i18n.language]);
  return (
    <Select
      id={name}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      options={options}
      loading={loading}
      disabled={disabled || readOnly}
      allowClear
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
});

/** A plain function component, as a hooks file's `components` must be (observer gives a memo object). */
export function GeoZoneSelect(props: Props) {
  return <ZoneSelect {...props} />;
}
