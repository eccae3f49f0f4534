/**
 * Select options of the pricing screens and the customer's trial: countries (ZJ0403 owns them),
 * cargo attributes (ZJ1201), remote-area types (ZJ0110), system surcharge names (ZJ0104_03 mappings, offered on ZJ0103_03),
 * plus one country's detail for ZJ0403_01's country form, and one country's zones (ZJ0403_01) for
 * ZJ0104_02's zone rows.
 * Countries and remote-area type names are reference data without customer information, so any
 * session may read the options (the trial of a customer and every staff pricing screen need them).
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';

const option = { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } };
const options = { type: 'object', properties: { list: { type: 'array', items: option } } };

export default defineRoutes([
  {
    method: 'GET',
    url: 'zj/0403/country/options',
    authority: 'login',
    summary: 'Enabled countries as select options: value = ISO code, label = "US United States" in the caller\'s language (plain text, so a select can search it)',
    response: options,
    handler: async (req) => {
      const name = req.lang === 'en-US' ? 'name_en' : 'name_zh';
      const list = await req.server.db.query<{ value: string; label: string }>(
        `select code as value, code || ' ' || ${name} as label from country where enabled order by sort, code`,
      );
      return { list };
    },
  },
  {
    method: 'GET',
    url: 'zj/1201/attribute/options',
    authority: 'login',
    summary: 'Enabled cargo attributes (ZJ1201_01) as options: value = code, label in the caller\'s language; general (no attribute) only with general=true (the trial offers it, rules do not); withDisabled=true adds the disabled ones, for a list cell naming what a record still holds',
    querystring: { type: 'object', properties: { general: { type: 'boolean', default: false }, withDisabled: { type: 'boolean', default: false } } },
    response: options,
    handler: async (req) => {
      const name = req.lang === 'en-US' ? 'name_en' : 'name_zh';
      const { general, withDisabled } = req.query as { general: boolean; withDisabled: boolean };
      const list = await req.server.db.query<{ value: string; label: string }>(
        `select code as value, ${name} as label from cargo_attribute where ($2 or status = 'enabled') and ($1 or code <> 'general') order by sort, code`,
        [general, withDisabled],
      );
      return { list };
    },
  },
  {
    method: 'GET',
    url: 'zj/0110/type/options',
    authority: 'login',
    summary: 'Remote-area types that have remote areas, as select options (a route may only name one of these)',
    response: options,
    handler: async (req) => {
      const list = await req.server.db.query<{ value: string; label: string }>(
        `select distinct remote_type as value, remote_type as label from remote_area order by remote_type`,
      );
      return { list };
    },
  },
  {
    method: 'GET',
    url: 'zj/0104/mapping/names',
    authority: 'zj/0103/03.html',
    summary: 'System surcharge names of the surcharge mappings (ZJ0104_03), offered when a route\'s surcharge item is named',
    response: options,
    handler: async (req) => {
      const list = await req.server.db.query<{ value: string; label: string }>(
        `select distinct system_name as value, system_name as label from surcharge_mapping order by system_name`,
      );
      return { list };
    },
  },
  {
    method: 'GET',
    url: 'zj/0403/zone/options',
    authority: ['zj/0403/01.html', 'zj/0104/02.html'],
    summary: 'The zones of one country (ZJ0403_01) as select options: value = zone code, label = "code name" in the caller\'s language (ZJ0104_02 names one per price zone)',
    querystring: { type: 'object', required: ['country'], properties: { country: { type: 'string', pattern: '^[A-Za-z]{2}$' } } },
    response: options,
    handler: async (req) => {
      const name = req.lang === 'en-US' ? 'name_en' : 'name_zh';
      const { country } = req.query as { country: string };
      const list = await req.server.db.query<{ value: string; label: string }>(
        `select code as value, code || ' ' || ${name} as label from geo_zone where country = upper($1) order by code`,
        [country],
      );
      return { list };
    },
  },
  {
    method: 'GET',
    url: 'zj/0403/country/detail',
    authority: 'zj/0403/01.html',
    summary: 'One country by its ISO code (the id of ZJ0403_01\'s country form)',
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z]{2}$' } } },
    handler: async (req) => {
      const { id } = req.query as { id: string };
      const [c] = await req.server.db.query<Record<string, any>>(`select code, name_zh, name_en, region, enabled from country where code = upper($1)`, [id]);
      if (!c) throw new AppError('record.notFound');
      return { id: c.code, code: c.code, nameZh: c.name_zh, nameEn: c.name_en, region: c.region, enabled: c.enabled };
    },
  },
]);
