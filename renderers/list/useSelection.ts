import { useCallback, useMemo, useState, type Key } from 'react';
import type { CheckboxProps } from 'antd';

/** Row selection kept by the list: keys and the selected records; `rowLabel` names each row's checkbox for screen readers. */
export function useSelection(rowLabel?: string) {
  const [keys, setKeys] = useState<Key[]>([]);
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const clear = useCallback(() => { setKeys([]); setRows([]); }, []);
  const rowSelection = useMemo(() => ({
    selectedRowKeys: keys,
    onChange: (k: Key[], r: Record<string, unknown>[]) => { setKeys(k); setRows(r); },
    // antd hands these to the checkbox's input (its types do not list aria attributes).
    getCheckboxProps: () => ({ 'aria-label': rowLabel }) as Partial<CheckboxProps>,
  }), [keys, rowLabel]);
  return { keys, rows, clear, rowSelection };
}
