/**
 * Station scans change what the badges count (SH2): after a station API that writes succeeds
 * (wl/…, not a GET), the shell says 'station-changed' and the badges load again, once for a burst
 * of scans rather than once per scan.
 */
import { emitShell } from './events';

const SETTLE_MS = 400;
let timer: ReturnType<typeof setTimeout> | undefined;

export function afterStationRequest(method: string, url: string): void {
  if (method === 'GET' || !url.replace(/^\//, '').startsWith('wl/')) return;
  clearTimeout(timer);
  timer = setTimeout(() => emitShell('station-changed'), SETTLE_MS);
}
