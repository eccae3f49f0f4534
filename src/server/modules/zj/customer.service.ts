/**
 * Customer queries for ZJ0101_01..04, always through the caller's data scope
 * (platform/permissions/dataScope.ts): staff without the view-all flag see only the customers
 * bound to them or to their subordinates; a customer account sees its own customer only.
 */
import type { Database } from '../../db/connection';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/types';
import { customerScope, scopeWhere, inScope } from '../../platform/permissions/dataScope';
import { ListFilter, listPage, orderBy, paging, type PageQuery } from '../../platform/resource';
import { instantSql } from '../../platform/time';

export const SETTLEMENT_CYCLES = ['monthly', 'weekly', 'daily', 'weekdays'] as const;
export const BILL_CYCLES = ['monthly', 'weekly', 'daily', 'weekdays'] as const;
export const ORDER_STATUSES = ['OS01', 'OS02', 'OS03', 'OS04'] as const;

export interface CustomerListQuery extends PageQuery {
  keyword?: string;
  userType?: 'individual' | 'enterprise';
  orderStatus?: string;
  frozen?: string;
  locked?: string;
  groupId?: number;
  salesId?: number;
  kfId?: number;
  cwId?: number;
  stationId?: number;
}

export interface CustomerRow {
  id: number;
  code: string;
  name: string;
  user_type: string;
  company_name: string | null;
  credit_code: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  order_status: string;
  frozen: boolean;
  locked: boolean;
  credit_limit: string;
  overdraft_limit: string;
  settlement_cycle: string | null;
  bill_cycle: string | null;
  group_id: number | null;
  group_name: string | null;
  station_id: number | null;
  station_name_zh: string | null;
  station_name_en: string | null;
  remark: string | null;
  audit_remark: string | null;
  audited_at: string | null;
  submitted_at: string | null;
  loginid: string | null;
  staff: { userId: number; userName: string; loginid: string; relation: 'xs' | 'kf' | 'cw' }[] | null;
  currencies: string[] | null;
  created_at: string;
}

export const CUSTOMER_SELECT = `select c.id, c.code, c.name, c.user_type, c.company_name, c.credit_code, c.contact_name, c.phone,
       c.email, c.address, c.order_status, c.frozen, c.credit_limit::text as credit_limit,
       c.overdraft_limit::text as overdraft_limit, c.settlement_cycle, c.bill_cycle, c.group_id, g.name as group_name,
       c.station_id, st.name_zh as station_name_zh, st.name_en as station_name_en, c.remark, c.audit_remark,
       ${instantSql('c.audited_at')} as audited_at, ${instantSql('c.submitted_at')} as submitted_at, ${instantSql('c.created_at')} as created_at,
       exists (select 1 from app_user lu where lu.customer_id = c.id and lu.locked) as locked,
       (select lu.loginid from app_user lu where lu.customer_id = c.id order by lu.id limit 1) as loginid,
       coalesce((select json_agg(json_build_object('userId', su.id, 'userName', su.user_name, 'loginid', su.loginid,
                                                   'relation', cs.relation) order by cs.relation, su.loginid)
                   from customer_staff cs join app_user su on su.id = cs.user_id where cs.customer_id = c.id), '[]'::json) as staff,
       array(select a.currency from customer_account a join currency cu on cu.code = a.currency
              where a.customer_id = c.id order by cu.sort, a.currency) as currencies
  from customer c
  left join customer_group g on g.id = c.group_id
  left join station st on st.id = c.station_id`;

export const customerItemProps = {
  id: { type: 'integer' },
  code: { type: 'string' },
  name: { type: 'string' },
  userType: { type: 'string' },
  companyName: { type: ['string', 'null'] },
  creditCode: { type: ['string', 'null'] },
  contactName: { type: ['string', 'null'] },
  phone: { type: ['string', 'null'] },
  email: { type: ['string', 'null'] },
  address: { type: ['string', 'null'] },
  orderStatus: { type: 'string' },
  frozen: { type: 'boolean' },
  locked: { type: 'boolean' },
  creditLimit: { type: 'string' },
  overdraftLimit: { type: 'string' },
  settlementCycle: { type: ['string', 'null'] },
  billCycle: { type: ['string', 'null'] },
  arrears: { type: 'string' },
  groupId: { type: ['integer', 'null'] },
  groupName: { type: ['string', 'null'] },
  stationId: { type: ['integer', 'null'] },
  stationName: { type: ['string', 'null'] },
  loginid: { type: ['string', 'null'] },
  salesIds: { type: 'array', items: { type: 'integer' } },
  kfIds: { type: 'array', items: { type: 'integer' } },
  cwIds: { type: 'array', items: { type: 'integer' } },
  salesNames: { type: 'string' },
  kfNames: { type: 'string' },
  cwNames: { type: 'string' },
  currencies: { type: 'array', items: { type: 'string' } },
  remark: { type: ['string', 'null'] },
  auditRemark: { type: ['string', 'null'] },
  auditedAt: { type: ['string', 'null'] },
  submittedAt: { type: ['string', 'null'], description: 'when the customer last submitted its information for review (XX0201_01)' },
  createdAt: { type: 'string' },
} as const;

export function toCustomer(r: CustomerRow, lang: string) {
  const staff = r.staff ?? [];
  const of = (rel: string) => staff.filter((s) => s.relation === rel);
  const names = (rel: string) => of(rel).map((s) => s.userName).join(lang === 'en-US' ? ', ' : '、');
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    userType: r.user_type,
    companyName: r.company_name,
    creditCode: r.credit_code,
    contactName: r.contact_name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    orderStatus: r.order_status,
    frozen: r.frozen,
    locked: r.locked,
    creditLimit: r.credit_limit,
    overdraftLimit: r.overdraft_limit,
    settlementCycle: r.settlement_cycle,
    billCycle: r.bill_cycle,
    // Bills are not built yet: arrears is a placeholder until the billing module lands.
    arrears: '0.00',
    groupId: r.group_id,
    groupName: r.group_name,
    stationId: r.station_id,
    stationName: lang === 'en-US' ? r.station_name_en : r.station_name_zh,
    loginid: r.loginid,
    salesIds: of('xs').map((s) => s.userId),
    kfIds: of('kf').map((s) => s.userId),
    cwIds: of('cw').map((s) => s.userId),
    salesNames: names('xs'),
    kfNames: names('kf'),
    cwNames: names('cw'),
    currencies: r.currencies ?? [],
    remark: r.remark,
    auditRemark: r.audit_remark,
    auditedAt: r.audited_at,
    submittedAt: r.submitted_at,
    createdAt: r.created_at,
  };
}

const yes = (v: string | undefined): boolean | undefined => {
  if (v === undefined || v === '') return undefined;
  return ['true', '1', 'frozen', 'locked', 'yes'].includes(v);
};

export async function listCustomers(db: Database, user: SessionUser, q: CustomerListQuery, lang: string) {
  const scope = await customerScope(db, user);
  const f = new ListFilter();
  f.and(scopeWhere(scope, 'c.id', f.params))
    .keyword((p) => `(c.code ilike ${p} or c.name ilike ${p} or c.company_name ilike ${p}
                      or exists (select 1 from app_user ku where ku.customer_id = c.id and ku.loginid ilike ${p}))`, q.keyword)
    .eq('c.user_type', q.userType)
    .eq('c.order_status', q.orderStatus)
    .eq('c.group_id', q.groupId)
    .eq('c.station_id', q.stationId)
    .eq('c.frozen', yes(q.frozen));
  const locked = yes(q.locked);
  if (locked !== undefined) f.and(`${locked ? '' : 'not '}exists (select 1 from app_user lu where lu.customer_id = c.id and lu.locked)`);
  for (const [rel, id] of [['xs', q.salesId], ['kf', q.kfId], ['cw', q.cwId]] as const) {
    f.when(id, (p) => `exists (select 1 from customer_staff cs where cs.customer_id = c.id and cs.relation = '${rel}' and cs.user_id = ${p})`);
  }
  const order = orderBy(
    q,
    {
      code: 'c.code',
      name: 'c.name',
      userType: 'c.user_type',
      orderStatus: 'c.order_status',
      creditLimit: 'c.credit_limit::numeric',
      overdraftLimit: 'c.overdraft_limit::numeric',
      frozen: 'c.frozen',
      createdAt: 'c.created_at',
    },
    'c.code',
    'c.id',
  );
  const { rows, total } = await listPage(db, {
    from: 'customer c',
    id: 'c.id',
    filter: f,
    order,
    page: paging(q),
    decorate: (ids) => db.query<CustomerRow>(`${CUSTOMER_SELECT} where c.id = any($1::int[])`, [ids]),
  });
  return { list: rows.map((r) => toCustomer(r, lang)), total };
}

/** One customer, refused (auth.dataForbidden) outside the caller's scope. */
export async function getCustomer(db: Database, user: SessionUser, id: number): Promise<CustomerRow> {
  const rows = await db.query<CustomerRow>(`${CUSTOMER_SELECT} where c.id = $1`, [id]);
  if (!rows[0]) throw new AppError('customer.notFound');
  if (!inScope(await customerScope(db, user), id)) throw new AppError('auth.dataForbidden');
  return rows[0];
}

/** Every id must exist and be in the caller's scope. */
export async function assertCustomers(db: Database, user: SessionUser, ids: number[]): Promise<void> {
  const rows = await db.query<{ id: number }>(`select id from customer where id = any($1::int[])`, [ids]);
  if (rows.length !== ids.length) throw new AppError('customer.notFound');
  const scope = await customerScope(db, user);
  if (!ids.every((id) => inScope(scope, id))) throw new AppError('auth.dataForbidden');
}
