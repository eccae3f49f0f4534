/**
 * ZJ0201_01 suppliers / channel providers and ZJ0202_01 their products (tables of migrations 0302
 * and 0320): how an order reaches a carrier. A supplier's `system` picks the carrier adapter
 * (platform/carriers), its API account and key log in there, its `domain` is the carrier's API.
 *
 * - The API key is a secret: sealed at rest (platform/secrets/secretBox.ts), never answered (lists
 *   and the form show `apiKeyMasked`, ••••1234); a save without a key keeps the stored one.
 * - Operating / outage (S07c): a supplier or product in outage takes no new transfer (dd/transfer.ts).
 * - A supplier or product a route is bound to, or an order was transferred through, is not deleted:
 *   the refusal says by what (set it to outage instead).
 * - Who: ZJ0201_01 is AD, MG; the manager looks, changes need `zj/0201/edit` (suppliers.seed.ts).
 *   ZJ0202_01 is AD only.
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { formBody } from '../../platform/formBody';
import { carrierSystems, SUPPLIER_KEY_PURPOSE } from '../../platform/carriers/index';
import { maskedSql, sealSecret, secretKeyOf, secretTail } from '../../platform/secrets/secretBox';
import { crudRoutes, localizedName, pickerRoute, S, type CrudSpec, type PickerOption, type TxQuery } from '../../platform/resource';
import { operateStatus, supplierType } from '../../../domain/dictionaries/index';
import { SUPPLIER_EDIT } from './suppliers.seed';
import './suppliers.messages';
import ZJ0201_01 from '../../../../schemas/zj/ZJ0201_01.json' with { type: 'json' };
import ZJ0202_01 from '../../../../schemas/zj/ZJ0202_01.json' with { type: 'json' };

const SUPPLIERS_PAGE = 'zj/0201/01.html';
const PRODUCTS_PAGE = 'zj/0202/01.html';
const OPERATE = operateStatus.items.map((i) => i.value);

const statusFilter = { schema: { type: 'string', enum: OPERATE }, where: (p: string) => `t.status = ${p}` };
const updatedAt = { col: 'updated_at', kind: 'time', readOnly: true } as const;

/**
 * What still uses the products `where` picks (alias p): routes bound to them and orders transferred
 * through them, as the words of a refusal ("3 routes bound to it, e.g. US-EXP; 5 orders ..."), or
 * nothing when none does.
 */
async function usesOf(q: TxQuery, req: FastifyRequest, where: string, ids: number[]): Promise<string | undefined> {
  const [u] = await q<{ routes: number; example: string | null; orders: number }>(
    `select (select count(*)::int from route r join supplier_product p on p.id = r.supplier_product_id where ${where}) as routes,
            (select min(r.code) from route r join supplier_product p on p.id = r.supplier_product_id where ${where}) as example,
            (select count(*)::int from orders o join supplier_product p on p.id = o.supplier_product_id where ${where}) as orders`,
    [ids],
  );
  const parts = [
    ...(u.routes ? [t(req.lang, 'suppliers.uses.routes', { count: u.routes, example: u.example ?? '' })] : []),
    ...(u.orders ? [t(req.lang, 'suppliers.uses.orders', { count: u.orders })] : []),
  ];
  return parts.length ? parts.join(t(req.lang, 'suppliers.uses.join')) : undefined;
}

/** The first of `ids` something still uses, with the words saying by what. */
async function firstInUse(q: TxQuery, req: FastifyRequest, table: 'supplier' | 'supplier_product', ids: number[]) {
  const column = table === 'supplier' ? 'p.supplier_id' : 'p.id';
  for (const { id, code } of await q<{ id: number; code: string }>(`select id, code from ${table} where id = any($1::int[]) order by code`, [ids])) {
    const uses = await usesOf(q, req, `${column} = any($1::int[])`, [id]);
    if (uses) return { code, uses };
  }
  return undefined;
}

export const suppliers: CrudSpec = {
  base: 'zj/0201',
  authority: SUPPLIERS_PAGE,
  writeAuthority: SUPPLIER_EDIT,
  noun: 'supplier',
  table: 'supplier',
  body: formBody(ZJ0201_01, 'rowEdit', { id: true }),
  fields: {
    code: { col: 'code' },
    name: { col: 'name' },
    nameEn: { col: 'name_en' },
    supplierType: { col: 'supplier_type' },
    system: { col: 'system' },
    domain: { col: 'domain' },
    apiAccount: { col: 'api_account' },
    // Sealed by afterSave when given; never read back.
    apiKey: { col: '', virtual: true },
    apiKeyMasked: { col: '', expr: maskedSql('t.api_key', 't.api_key_tail') },
    loginName: { col: 'login_name' },
    productCount: { col: '', kind: 'int', expr: '(select count(*)::int from supplier_product p where p.supplier_id = t.id)' },
    status: { col: 'status', readOnly: true },
    updatedAt,
  },
  filters: {
    status: statusFilter,
    system: { schema: { type: 'string', maxLength: 30 }, where: (p) => `t.system = ${p}` },
    supplierType: { schema: { type: 'string', enum: supplierType.items.map((i) => i.value) }, where: (p) => `t.supplier_type = ${p}` },
  },
  search: ['t.code', 't.name', 't.name_en'],
  orderBy: 't.code',
  status: { col: 'status', values: OPERATE },
  remove: true,
  async validate(body, q) {
    if (body.code != null) {
      const taken = await q(`select 1 from supplier where code = $1 and id <> $2`, [body.code, body.id ?? 0]);
      if (taken.length) throw new AppError('suppliers.codeTaken', { code: body.code }).onFields('code');
    }
    if (body.system != null && !carrierSystems.has(body.system)) {
      throw new AppError('suppliers.systemUnknown', { system: body.system, known: carrierSystems.systems().join(', ') }).onFields('system');
    }
    return [];
  },
  async afterSave(id, body, q, req) {
    // A key left empty keeps the stored one; a key given replaces it, sealed.
    const key = typeof body.apiKey === 'string' && body.apiKey !== '' ? body.apiKey : undefined;
    if (key) {
      await q(`update supplier set api_key = $2, api_key_tail = $3 where id = $1`, [
        id, sealSecret(secretKeyOf(req.server.config), SUPPLIER_KEY_PURPOSE, key), secretTail(key),
      ]);
    }
    await q(`update supplier set updated_at = now() where id = $1`, [id]);
  },
  async beforeDelete(ids, q, req) {
    const used = await firstInUse(q, req, 'supplier', ids);
    if (used) throw new AppError('suppliers.inUse', used);
  },
};

export const supplierProducts: CrudSpec = {
  base: 'zj/0202',
  authority: PRODUCTS_PAGE,
  noun: 'supplier product',
  table: 'supplier_product',
  body: formBody(ZJ0202_01, 'rowEdit', { id: true }),
  fields: {
    supplierId: { col: 'supplier_id', kind: 'int' },
    supplierName: { col: '', expr: (lang) => `(select ${localizedName('name', 'name_en', 's')(lang)} from supplier s where s.id = t.supplier_id)` },
    supplierStatus: { col: '', expr: '(select s.status from supplier s where s.id = t.supplier_id)' },
    code: { col: 'code' },
    name: { col: 'name' },
    serviceCode: { col: 'service_code' },
    status: { col: 'status', readOnly: true },
    routeCount: { col: '', kind: 'int', expr: '(select count(*)::int from route r where r.supplier_product_id = t.id)' },
    updatedAt,
  },
  filters: {
    supplierId: { schema: S.int(1), where: (p) => `t.supplier_id = ${p}` },
    status: statusFilter,
  },
  search: ['t.code', 't.name', 't.service_code'],
  orderBy: 't.supplier_id, t.code',
  status: { col: 'status', values: OPERATE },
  remove: true,
  async validate(body, q) {
    // A product stays with its supplier: the routes bound to it keep their carrier.
    if (body.id) delete body.supplierId;
    const [owner] = body.id
      ? await q<{ supplierId: number }>(`select supplier_id as "supplierId" from supplier_product where id = $1`, [body.id])
      : [{ supplierId: body.supplierId as number }];
    if (!owner) return [];
    if (!body.id && !(await q(`select 1 from supplier where id = $1`, [owner.supplierId])).length) {
      throw new AppError('suppliers.supplierMissing').onFields('supplierId');
    }
    if (body.code != null) {
      const taken = await q(`select 1 from supplier_product where supplier_id = $1 and code = $2 and id <> $3`, [owner.supplierId, body.code, body.id ?? 0]);
      if (taken.length) throw new AppError('suppliers.productCodeTaken', { code: body.code }).onFields('code');
    }
    return [];
  },
  async afterSave(id, _body, q) {
    await q(`update supplier_product set updated_at = now() where id = $1`, [id]);
  },
  async beforeDelete(ids, q, req) {
    const used = await firstInUse(q, req, 'supplier_product', ids);
    if (used) throw new AppError('suppliers.productInUse', used);
  },
};

export default defineRoutes([
  ...crudRoutes(suppliers),
  ...crudRoutes(supplierProducts),
  pickerRoute({
    url: 'zj/0201/options',
    authority: [SUPPLIERS_PAGE, PRODUCTS_PAGE],
    summary: 'Suppliers as select options: value = id, label = "code name" in the caller\'s language',
    options: (req) =>
      req.server.db.query<PickerOption>(`select t.id as value, t.code || ' ' || ${localizedName('name', 'name_en')(req.lang)} as label from supplier t order by t.code`),
  }),
  pickerRoute({
    url: 'zj/0202/options',
    // ZJ0103_04 binds a route to the product its orders are transferred with (automatic transfer).
    authority: [PRODUCTS_PAGE, 'zj/0103/04.html'],
    summary: 'Supplier products as select options: value = id, label = "supplier code / product code name" (one in outage, or of a supplier in outage, says so)',
    options: (req) =>
      req.server.db.query<PickerOption>(
        `select p.id as value, s.code || ' / ' || p.code || ' ' || p.name
                || case when s.status = 'outage' or p.status = 'outage' then $1 else '' end as label
           from supplier_product p join supplier s on s.id = p.supplier_id order by s.code, p.code`,
        [req.lang === 'en-US' ? ' (in outage)' : '（已停运）'],
      ),
  }),
  {
    method: 'GET',
    url: 'zj/0201/system/options',
    authority: [SUPPLIERS_PAGE, SUPPLIER_EDIT],
    summary: 'The carrier systems this server speaks (a supplier\'s `system`): value = label = the system\'s name',
    response: { type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } } } } } },
    handler: async () => ({ list: carrierSystems.systems().map((s) => ({ value: s, label: s })) }),
  },
]);
