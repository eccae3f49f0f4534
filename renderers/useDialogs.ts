import { useCallback, useState } from 'react';
import type { DialogRequest } from './ScreenContext';

export interface OpenDialog extends DialogRequest {
  id: number;
  finish: (done: boolean) => void;
}

let nextId = 1;

/** A stack of screens opened in modals or drawers above a screen. */
export function useDialogs() {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const openDialog = useCallback((request: DialogRequest) => new Promise<boolean>((resolve) => {
    const id = nextId++;
    const finish = (done: boolean) => {
      setDialogs((list) => list.filter((d) => d.id !== id));
      resolve(done);
    };
    setDialogs((list) => [...list, { ...request, id, finish }]);
  }), []);
  return { dialogs, openDialog };
}
