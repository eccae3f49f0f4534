/**
 * The signed-in user's print settings (DD0204_11, `dd/0204/setting/detail`) as the engine's print
 * preferences: asked at each print, so a change on the settings screen holds at the next label. A
 * failed read prints as before settings existed (the engine's hidden frame).
 */
import type { PrintPreferences } from '@renderers/print/deliver';
import type { PrintSettings } from '@domain/printing/settings';
import { get } from '../api/request';

export async function printPreferences(): Promise<PrintPreferences | undefined> {
  try {
    const s = await get<PrintSettings>('dd/0204/setting/detail', undefined, { silent: true, loading: false, allowDuplicate: true });
    return { mode: s.mode, agentUrl: s.agentUrl, printer: s.printer, copies: s.copies };
  } catch {
    return undefined;
  }
}
