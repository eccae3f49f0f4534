import { defineSeed } from '../../db/seed/define';

/**
 * The Amazon fulfilment centres DD0103_01 offers as an FBA shipment's destination: a starting
 * list of busy ones for the forwarder's usual markets (its own list grows in the table). Reference
 * data: a new code is added on start, one the forwarder changed is left alone.
 */
const US = 'Amazon.com Services LLC';
const GB = 'Amazon UK Services Ltd';
const DE = 'Amazon EU S.a.r.l.';
const WAREHOUSES: [code: string, country: string, company: string, province: string, city: string, postcode: string, address1: string][] = [
  ['ONT8', 'US', US, 'CA', 'Moreno Valley', '92551', '24300 Nandina Ave'],
  ['LGB8', 'US', US, 'CA', 'Rialto', '92376', '1568 N Linden Ave'],
  ['LAX9', 'US', US, 'CA', 'Fontana', '92337', '11263 Oleander Ave'],
  ['SBD1', 'US', US, 'CA', 'San Bernardino', '92408', '1910 E Central Ave'],
  ['PHX7', 'US', US, 'AZ', 'Phoenix', '85043', '800 N 75th Ave'],
  ['BFI4', 'US', US, 'WA', 'Kent', '98032', '21005 64th Ave S'],
  ['FTW1', 'US', US, 'TX', 'Dallas', '75241', '33333 LBJ Fwy'],
  ['MDW2', 'US', US, 'IL', 'Joliet', '60433', '250 Emerald Dr'],
  ['IND9', 'US', US, 'IN', 'Greenwood', '46143', '1151 S Graham Rd'],
  ['MEM1', 'US', US, 'TN', 'Memphis', '38118', '3292 E Holmes Rd'],
  ['CLT2', 'US', US, 'NC', 'Charlotte', '28214', '10240 Old Dowd Rd'],
  ['ABE8', 'US', US, 'NJ', 'Florence', '08518', '401 Independence Rd'],
  ['YYZ1', 'CA', 'Amazon.com.ca ULC', 'ON', 'Mississauga', 'L5N 1L8', '6363 Millcreek Dr'],
  ['LTN1', 'GB', GB, 'Bedfordshire', 'Ridgmont', 'MK43 0ZA', 'Marston Gate'],
  ['EUK5', 'GB', GB, 'Cambridgeshire', 'Peterborough', 'PE2 9EN', 'Kingston Park, Flaxley Road'],
  ['DTM2', 'DE', DE, 'Nordrhein-Westfalen', 'Dortmund', '44145', 'Kaltbandstrasse 4'],
  ['FRA1', 'DE', DE, 'Hessen', 'Bad Hersfeld', '36251', 'Amazonstrasse 1'],
  ['MUC3', 'DE', DE, 'Bayern', 'Graben', '86836', 'Amazonstrasse 1'],
  ['NRT1', 'JP', 'Amazon Japan G.K.', '千葉県', '市川市', '272-0127', '塩浜2-13-1'],
];

export default defineSeed({
  name: 'FBA warehouses',
  order: 345,
  async reference({ db }) {
    await db.query(
      `insert into fba_warehouse (code, country, company, province, city, postcode, address1)
       select * from jsonb_to_recordset($1::jsonb) as w(code text, country text, company text, province text, city text, postcode text, address1 text)
       on conflict (code) do nothing`,
      [JSON.stringify(WAREHOUSES.map(([code, country, company, province, city, postcode, address1]) => ({ code, country, company, province, city, postcode, address1 })))],
    );
  },
});
