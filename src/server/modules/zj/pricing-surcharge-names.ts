/**
 * V12g applied on save: a route's surcharge item typed as its channel calls it ("Handling Fee" on
 * INT1001) is stored under the system name the surcharge mapping (ZJ0104_03) gives it ("操作费"),
 * so quotes and bills name one surcharge one way. Unmapped names stay as typed.
 */
import { mapSurchargeName } from '../../../domain/pricing/surcharges';
import type { TxQuery } from './pricing.lib';

export async function systemSurchargeName(q: TxQuery, routeId: number, name: string): Promise<string> {
  const rows = await q<{ channel: string | null; channel_name: string | null; system_name: string | null }>(
    `select r.channel_code as channel, m.channel_name, m.system_name
       from route r left join surcharge_mapping m on m.channel = r.channel_code
      where r.id = $1`,
    [routeId],
  );
  const channel = rows[0]?.channel;
  if (!channel) return name;
  const mappings = rows.filter((r) => r.channel_name && r.system_name).map((r) => ({ channel, channelName: r.channel_name!, systemName: r.system_name! }));
  return mapSurchargeName(mappings, channel, name);
}
