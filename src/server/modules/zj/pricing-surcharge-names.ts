/**
 * V12g applied on save: a route's surcharge item typed as its channel calls it ("Handling Fee" on
 * INT1001) is stored under the system name the surcharge mapping (ZJ0104_03) gives it ("操作费"),
 * so quotes and bills name one surcharge one way. Unmapped names stay as typed.
 */
import { mapSurchargeName } from '../../../domain/pricing/surcharges';
import type { TxQuery } from '../../platform/resource';

/**
 * The system name of a surcharge item typed as `name`, and its English one: the system names are
 * the product's vocabulary (操作费 is "Handling fee" whichever channel maps to it), so the English
 * name comes from the route's channel's mapping, else from any mapping naming that system name.
 */
export async function systemSurchargeName(q: TxQuery, routeId: number, name: string): Promise<{ name: string; nameEn: string | null }> {
  const rows = await q<{ channel: string | null; channel_name: string | null; system_name: string | null }>(
    `select r.channel_code as channel, m.channel_name, m.system_name
       from route r left join surcharge_mapping m on m.channel = r.channel_code
      where r.id = $1`,
    [routeId],
  );
  const channel = rows[0]?.channel;
  const mappings = channel ? rows.filter((r) => r.channel_name && r.system_name).map((r) => ({ channel, channelName: r.channel_name!, systemName: r.system_name! })) : [];
  const system = channel ? mapSurchargeName(mappings, channel, name) : name;
  const [en] = await q<{ name_en: string }>(
    `select btrim(system_name_en) as name_en from surcharge_mapping
      where system_name = $1 and btrim(coalesce(system_name_en, '')) <> ''
      order by (channel = $2) desc, id limit 1`,
    [system, channel ?? null],
  );
  return { name: system, nameEn: en?.name_en ?? null };
}
