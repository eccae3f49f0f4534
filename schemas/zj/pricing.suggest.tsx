/**
 * A text field offering existing values as it is typed (antd AutoComplete): where a new value may
 * be born (a remote-area type on ZJ0110_01, a surcharge name on ZJ0103_03) but an existing one
 * should be reused, so a typo does not start a second spelling. Options: `{list: [{value}]}`.
 */
import { useEffect, useState } from 'react';
import { AutoComplete } from 'antd';
import { useEngine } from '../../renderers/EngineProvider';

export interface SuggestProps { value?: string; onChange?: (v: string) => void; disabled?: boolean; readOnly?: boolean }

/** The values offered for what is typed: those containing it, case-insensitively (all when nothing is typed). */
export function suggestions(values: string[], typed: string | undefined): { value: string; label: string }[] {
  const t = (typed ?? '').trim().toUpperCase();
  return values.filter((v) => !t || v.toUpperCase().includes(t)).map((v) => ({ value: v, label: v }));
}

export function suggestInput(url: string, id: string, maxLength: number) {
  return function SuggestInput(props: SuggestProps) {
    const engine = useEngine();
    const [values, setValues] = useState<string[]>([]);
    useEffect(() => {
      let live = true;
      (engine.request('GET', url, { params: {} }) as Promise<{ list?: { value: string }[] }>)
        .then((r) => { if (live) setValues((r?.list ?? []).map((o) => o.value)); })
        .catch(() => undefined);
      return () => { live = false; };
    }, [engine]);
    return (
      <AutoComplete
        id={id}
        value={props.value}
        onChange={(v: unknown) => props.onChange?.(String(v ?? ''))}
        options={suggestions(values, props.value)}
        disabled={props.disabled || props.readOnly}
        maxLength={maxLength}
        allowClear
        style={{ width: '100%' }}
      />
    );
  };
}
