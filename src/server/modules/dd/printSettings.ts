/** A user's print settings (DD0204_11, print_setting), or the defaults when they never saved any. */
import type { TxQuery } from '../../platform/resource';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../domain/printing/settings';

export async function printSettingsOf(q: TxQuery, userId: number): Promise<PrintSettings> {
  const [row] = await q<PrintSettings>(
    `select mode, agent_url as "agentUrl", printer, label_size as "labelSize", format, copies from print_setting where user_id = $1`,
    [userId],
  );
  return row ?? { ...DEFAULT_PRINT_SETTINGS };
}

export async function savePrintSettings(q: TxQuery, userId: number, s: Partial<PrintSettings>): Promise<void> {
  const v = { ...(await printSettingsOf(q, userId)), ...Object.fromEntries(Object.entries(s).filter(([, x]) => x !== undefined)) } as PrintSettings;
  await q(
    `insert into print_setting (user_id, mode, agent_url, printer, label_size, format, copies) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id) do update set mode = excluded.mode, agent_url = excluded.agent_url, printer = excluded.printer,
            label_size = excluded.label_size, format = excluded.format, copies = excluded.copies, updated_at = now()`,
    [userId, v.mode, v.agentUrl, v.printer || null, v.labelSize, v.format, v.copies],
  );
}
