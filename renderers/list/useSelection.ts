import { useCallback, useMemo, useState, type Key } from 'react';

/** Row selection kept by the list: keys and the selected records. */
export function useSelection() {
  const [keys, setKeys] = useState<Key[]>([]);
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const clear = useCallback(() => { setKeys([]); setRows([]); }, []);
  const rowSelection = useMemo(() => ({
    selectedRowKeys: keys,
    onChange: (k: Key[], r: Record<string, unknown>[]) => { setKeys(k); setRows(r); },
  }), [keys]);
  return { keys, rows, clear, rowSelection };
}
