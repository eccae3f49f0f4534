import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { EngineServices } from '@renderers/EngineProvider';
import { download, fetchFile, serializeParams } from '../api/request';
import { printPreferences } from '../print/printPreferences';
import { readAuthority, shellApi } from '../api/shell';
import type { UserInfo } from '../store/session';
import { engineRequest } from './engineRequest';
import { takeEarlyAuthority } from './bootAuthority';

export { readAuthority };

function withQuery(path: string, params?: Record<string, unknown>): string {
  const q = params ? serializeParams(params) : '';
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
}

/** What the shell gives the screen engine (renderers/EngineProvider). */
export function useEngineServices(user: UserInfo | null, closeTab: (code: string) => void): EngineServices {
  const navigate = useNavigate();
  const openScreen = useCallback<NonNullable<EngineServices['openScreen']>>((code, o) => navigate(withQuery(`/${code}`, o.params)), [navigate]);
  const nav = useCallback<NonNullable<EngineServices['navigate']>>((to, params) => navigate(withQuery(to, params)), [navigate]);
  const checkAuthority = useCallback<EngineServices['checkAuthority']>(
    async (urls) => (urls.length ? (takeEarlyAuthority(urls) ?? shellApi.authority(urls).then((data) => readAuthority(urls, data))) : {}),
    [],
  );
  const dl = useCallback<NonNullable<EngineServices['download']>>((url, params) => download(url, params), []);
  // Print: the engine fetches the file (a window.open could not send the token) and sends it to the
  // print agent or opens it in the browser, as the user's print settings say.
  const file = useCallback<NonNullable<EngineServices['fetchFile']>>((url, params, init) => fetchFile(url, params, init), []);
  return useMemo(
    () => ({
      request: engineRequest, user: (user ?? undefined) as Record<string, unknown> | undefined, openScreen, closeScreen: closeTab, navigate: nav,
      checkAuthority, download: dl, fetchFile: file, printPreferences,
    }),
    [user, openScreen, closeTab, nav, checkAuthority, dl, file],
  );
}
