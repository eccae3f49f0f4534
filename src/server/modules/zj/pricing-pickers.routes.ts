/**
 * Select options fed by another pricing screen's list (picker.ts): routes (ZJ0103_01), price
 * tables (ZJ0104_01) and first-leg transport / delivery modes (ZJ1301_01 / 02). Price tables keep
 * ZJ0104_01's customer scope (a customer's own table only within the caller's customers); the
 * other lists have none. Every row is offered, whatever its status, so a record that names a
 * stopped route still shows its label.
 */
import { defineRoutes } from '../../platform/route';
import { localizedName, nameIn, pickerRoute, type PickerOption } from '../../platform/resource';
import { readablePricesWhere } from './pricing-access';

export default defineRoutes([
  pickerRoute({
    url: 'zj/0103/route/options',
    authority: ['zj/0103/01.html', 'zj/0101/05.html', 'zj/0103/03.html', 'zj/0104/02.html', 'zj/1101/02.html', 'zj/1112/01.html', 'zj/1112/02.html', 'zj/1113/01.html', 'dd/0205/01.html', 'dd/0202/01.html', 'dd/0202/02.html', 'zj/0504/01.html', 'zj/0504/02.html'],
    summary: 'Routes as select options: value = id, label = "code name" in the caller\'s language',
    options: (req) => req.server.db.query<PickerOption>(`select t.id as value, t.code || ' ' || ${nameIn(req)} as label from route t order by t.code`),
  }),
  pickerRoute({
    url: 'zj/0104/price/options',
    authority: ['zj/0104/01.html', 'zj/0101/05.html'],
    summary: 'Price tables as select options: value = id, label = "price code name"; ownOnly=true: customers\' own tables, false: route list prices',
    querystring: { type: 'object', properties: { ownOnly: { type: 'boolean' } } },
    options: async (req) => {
      const { ownOnly } = req.query as { ownOnly?: boolean };
      const params: unknown[] = [ownOnly ?? null];
      const scope = await readablePricesWhere(req, params);
      return req.server.db.query<PickerOption>(
        `select t.id as value, t.price_code || ' ' || ${localizedName('name', 'name_en')(req.lang)} as label from price_table t
          where ($1::boolean is null or (t.customer_id is not null) = $1) and ${scope} order by t.route_id, t.price_code`,
        params,
      );
    },
  }),
  ...([['mode', 'transport_mode', 'zj/1301/01.html', 'Transport modes'], ['delivery', 'delivery_mode', 'zj/1301/02.html', 'Delivery modes']] as const).map(([base, table, page, noun]) =>
    pickerRoute({
      url: `zj/1301/${base}/options`,
      authority: [page, 'zj/1301/03.html'],
      summary: `${noun} of the first-leg trunk as select options (ZJ1301_03's tariffs): value = id, label in the caller's language`,
      options: (req) => req.server.db.query<PickerOption>(`select t.id as value, ${nameIn(req)} as label from ${table} t order by t.sort, t.code`),
    }),
  ),
]);
