/**
 * ZJ0104_02 price edit. The form edits one row per weight break (like the upload sheet); a
 * zone is the rows sharing a zone code: country, postcodes ("90000~96199; 100-0001"), cities
 * ("A; B") or a country zone of ZJ0403_01 (geoZone), and minimum charge come from its first row. The API takes zones with breaks.
 */
import screen from './ZJ0104_02.json';
import type { FormSchema } from '../../renderers/types';
import { rangesToText, saveBody, textToRanges } from './pricing.forms';

/** The country-zone cell: the ZJ0403_01 zones of the row's country. */
export { GeoZoneSelect } from './ZJ0104_02.geoZone';

type Values = Record<string, any>;
interface Zone { code: string; name?: string | null; country: string; postcodes?: { from: string; to: string }[]; cities?: string[]; geoZone?: string | null; minCharge?: string | null; breaks: Values[] }

const BREAK_FIELDS: Record<string, string[]> = {
  first_additional: ['firstWeight', 'firstPrice', 'additionalUnit', 'additionalPrice'],
  per_kg: ['rate', 'base'],
  flat: ['price'],
};
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

export function zonesToBands(zones: Zone[] = []): Values[] {
  return zones.flatMap((z) => z.breaks.map((b) => ({
    zone: z.code,
    zoneName: z.name ?? '',
    country: z.country,
    // A zone naming a country zone shows the code only: its place is copied again on save.
    geoZone: z.geoZone ?? '',
    postcodes: z.geoZone ? '' : rangesToText(z.postcodes),
    cities: z.geoZone ? '' : (z.cities ?? []).join('; '),
    minCharge: z.minCharge ?? '',
    ...Object.fromEntries(Object.entries(b).map(([k, v]) => [k, k === 'kind' ? v : str(v)])),
  })));
}

export function bandsToZones(bands: Values[] = []): Zone[] {
  const zones = new Map<string, Zone>();
  for (const row of bands) {
    const code = str(row.zone);
    let z = zones.get(code);
    if (!z) {
      z = {
        code,
        name: str(row.zoneName) || null,
        country: str(row.country).toUpperCase(),
        postcodes: textToRanges(row.postcodes),
        cities: str(row.cities).split(/[;；]/).map((s) => s.trim()).filter(Boolean),
        geoZone: str(row.geoZone) || null,
        minCharge: str(row.minCharge) || null,
        breaks: [],
      };
      zones.set(code, z);
    }
    const kind = str(row.kind) || 'per_kg';
    const b: Values = { kind, upTo: str(row.upTo) };
    for (const f of BREAK_FIELDS[kind] ?? []) if (str(row[f]) !== '') b[f] = str(row[f]);
    z.breaks.push(b);
  }
  return [...zones.values()];
}

export function afterLoad(data: Values) {
  return { ...data, bands: zonesToBands(data.zones) };
}

export function beforeSubmit(values: Values) {
  const body = saveBody(values, screen.schema as FormSchema, ['validFrom', 'validTo']);
  delete body.bands;
  if (body.customerId === undefined || body.customerId === '') body.customerId = null;
  return { ...body, zones: bandsToZones(values.bands) };
}
