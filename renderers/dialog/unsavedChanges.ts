/**
 * Unsaved changes in a dialog: a form inside registers whether the user has changed it since it
 * opened (or since its main action last succeeded); the dialog asks before it discards them.
 */
import { createContext, useContext, useEffect } from 'react';

export interface UnsavedChanges {
  /** Adds a check (true = changes would be lost); returns its removal. */
  register(check: () => boolean): () => void;
}

export const UnsavedChangesContext = createContext<UnsavedChanges | undefined>(undefined);

/** Registers `check` with the dialog around (none on a page: nothing to do). */
export function useUnsavedChanges(check: () => boolean): void {
  const dialog = useContext(UnsavedChangesContext);
  useEffect(() => dialog?.register(check), [dialog, check]);
}

/** A registry of checks: the dialog has unsaved changes when any says so. */
export function createUnsavedChanges(): UnsavedChanges & { any(): boolean } {
  const checks = new Set<() => boolean>();
  return {
    register(check) {
      checks.add(check);
      return () => { checks.delete(check); };
    },
    any: () => [...checks].some((check) => check()),
  };
}
