/** The scope of one open screen: its definition, hooks, params, authorities and texts. */
import { createContext, useContext } from 'react';
import type { Allowed } from './authority';
import type { OpenMode } from './EngineProvider';
import type { ReloadSlot } from './reloadChain';
import type { ScreenState } from './screenState';
import type { Hooks, Screen } from './types';

export interface DialogRequest {
  target: string;
  /** One of the opener's inline forms (`forms`), rendered with the opener's hooks and texts. */
  form?: string;
  /** Text key of the title (inline forms). */
  title?: string;
  mode: 'modal' | 'drawer';
  params?: Record<string, unknown>;
  width?: number;
}

export interface ScreenScope {
  screen: Screen;
  code: string;
  hooks: Hooks;
  params: Record<string, unknown>;
  mode: OpenMode;
  allowed: Allowed;
  text: (key?: string, opts?: Record<string, unknown>) => string;
  field: (name: string, title?: string) => string;
  lang: string;
  /** Closes this screen; done = true tells the opener to run its `then` steps. */
  close: (done?: boolean) => void;
  /** Inline forms: values a new form starts with (the params named like its fields). */
  initialValues?: Record<string, unknown>;
  /** Opens another screen in a modal or drawer; resolves true when it closed after success. */
  openDialog: (request: DialogRequest) => Promise<boolean>;
  /** Results actions hand to components while the screen is open (its inline forms share it). */
  state: ScreenState;
  /** The reload this screen's actions use (`then: ["reload"]`), for the screens it opened: `{"reload": "opener"}`. */
  reloader: ReloadSlot;
  /** The screen that opened this one in a dialog (an inline form: the screen whose form it is); none for a tab. */
  opener?: ScreenScope;
}

export const ScreenContext = createContext<ScreenScope | null>(null);

export function useScreen(): ScreenScope {
  const scope = useContext(ScreenContext);
  if (!scope) throw new Error('useScreen() outside a screen');
  return scope;
}
