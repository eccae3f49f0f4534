/**
 * What the app gives the engine: its request layer, the user, the shell's tab callbacks and
 * the authority check. The engine renders screens with these and nothing else of the app.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { createAuthorityCache, type AuthorityCache, type AuthorityCheck } from './authority';
import { registerEngineLocale, useI18nInstance } from './i18n';
import type { HttpMethod } from './types';
import type { LoadedScreen } from './loader';
import type { PrintPreferences } from './print/deliver';

export interface RequestOptions {
  params?: Record<string, unknown>;
  data?: unknown;
  /** The caller shows a refusal itself (e.g. a table of bad cells), so the app's layer stays quiet. */
  silent?: boolean;
  /**
   * A refusal naming fields (the answer's `data.fields = {name: message}`): the caller shows the
   * messages under its fields and answers true, and the app's layer shows nothing more; false (the
   * caller has none of those fields) leaves the usual alert.
   */
  onFieldErrors?: (fields: Record<string, string>) => boolean;
  /** false: no loading overlay (a scanner's screen keeps taking scans while one is answered). */
  loading?: boolean;
}
export type OpenMode = 'page' | 'modal' | 'drawer';
/** A file asked for by POST: its JSON body. */
export interface FileRequest { method: 'GET' | 'POST'; body?: unknown }

export interface EngineServices {
  /** Calls the API and resolves with the envelope's data; the app's layer shows errors and rejects. */
  request: (method: HttpMethod, url: string, options?: RequestOptions) => Promise<any>;
  /** The signed-in user (user info): conditions read it as user.*. */
  user?: Record<string, unknown>;
  /** Opens a screen as a page (a tab in the shell). Modal and drawer are handled by the engine. */
  openScreen?: (code: string, options: { params?: Record<string, unknown>; mode: OpenMode }) => void;
  /** Closes a page screen (its tab). */
  closeScreen?: (code: string) => void;
  /** Goes to a route of the app. */
  navigate?: (to: string, params?: Record<string, unknown>) => void;
  /** Answers authority URLs in one call: true = permitted. */
  checkAuthority: AuthorityCheck;
  /** Downloads a file from an API URL (with the token); default: opens the URL. */
  download?: (url: string, params?: Record<string, unknown>) => Promise<void> | void;
  /** Prints a document itself; default: the engine prints what fetchFile returns (renderers/actions/print.ts). */
  print?: (url: string, params?: Record<string, unknown>) => Promise<void> | void;
  /**
   * Fetches a file from an API URL with the token (print); rejects on an error answer. `init` asks
   * by POST with a JSON body (a document made of the orders a list sends).
   */
  fetchFile?: (url: string, params?: Record<string, unknown>, init?: FileRequest) => Promise<Blob>;
  /**
   * The user's print preferences (plugin or web printing, the print agent's address, printer,
   * copies): documents go to the print agent or open in the browser (renderers/print/deliver.ts).
   * Without it, the engine prints from a hidden frame.
   */
  printPreferences?: () => Promise<PrintPreferences | undefined>;
  /** Replaces the lazy loader of schemas/ (Storybook, tests). */
  loadScreen?: (code: string) => Promise<LoadedScreen | undefined>;
}

export interface Engine extends EngineServices {
  authority: AuthorityCache;
}

const EngineContext = createContext<Engine | null>(null);

export function EngineProvider({ children, ...services }: EngineServices & { children: ReactNode }) {
  const i18n = useI18nInstance();
  registerEngineLocale(i18n);
  const { checkAuthority } = services;
  const authority = useMemo(() => createAuthorityCache(checkAuthority), [checkAuthority]);
  const engine = useMemo<Engine>(() => ({ ...services, authority }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [authority, services.request, services.user, services.openScreen, services.closeScreen, services.navigate,
      services.download, services.print, services.fetchFile, services.printPreferences, services.loadScreen]);
  return (
    <EngineContext.Provider value={engine}>
      <App component={false}>{children}</App>
    </EngineContext.Provider>
  );
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('screens must be rendered inside <EngineProvider>');
  return engine;
}
