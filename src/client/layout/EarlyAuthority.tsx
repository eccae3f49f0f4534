import { useEffect } from 'react';
import { useEngine } from '@renderers/EngineProvider';
import { earlyAuthorityUrls } from './bootAuthority';

/**
 * Inside the shell's EngineProvider: the cold start's authority answers (bootAuthority) go into
 * the engine's cache as the shell mounts, before the screen's chunks and JSON are in, so the
 * screen's first render already knows which actions to show.
 */
export function EarlyAuthority() {
  const engine = useEngine();
  useEffect(() => {
    const urls = earlyAuthorityUrls();
    if (urls) void engine.authority.resolve(urls).catch(() => undefined);
  }, [engine]);
  return null;
}
