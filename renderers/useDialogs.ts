import { useCallback, useState } from 'react';
import type { DialogRequest } from './ScreenContext';

export interface OpenDialog extends DialogRequest {
  id: number;
  /** Settles the opener's action at once (done = closed after success). */
  settle: (done: boolean) => void;
  /** Takes the dialog off the stack (after its close animation). */
  remove: () => void;
}

let nextId = 1;

/** A stack of screens opened in modals or drawers above a screen. */
export function useDialogs() {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const openDialog = useCallback((request: DialogRequest) => new Promise<boolean>((resolve) => {
    const id = nextId++;
    let settled = false;
    const settle = (done: boolean) => { if (!settled) { settled = true; resolve(done); } };
    const remove = () => { settle(false); setDialogs((list) => list.filter((d) => d.id !== id)); };
    setDialogs((list) => [...list, { ...request, id, settle, remove }]);
  }), []);
  return { dialogs, openDialog };
}
