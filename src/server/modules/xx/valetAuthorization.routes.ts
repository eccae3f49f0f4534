/**
 * S11 valet-order authorizations (`valet_authorization`, migrations 0301, 0340; the changes in
 * valetAuthorization.ts):
 * - XX0701_01 view authorization (C, XS; MG and DL from §11's trees look): `xx/0701/list`, the
 *   authorizations the caller sees (pending requests first); the customer decides:
 *   `xx/0701/grant` (grant or renew), `xx/0701/approve` (agree / reject a pending request) and
 *   `xx/0701/revoke`, all under the function point `xx/0701/decide` (valetAuthorization.seed.ts);
 *   ZJ0101_06 (AD, MG) lists a customer's and revokes with its page.
 * - XX0702_01 proxy application (XS): `xx/0702/apply` (pending), `xx/0702/list` (own requests).
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { customerScope, scopeWhere } from '../../platform/permissions/dataScope';
import { teamByRelation } from '../../platform/permissions/team';
import { crudRoutes, pickerRoute, S, type CrudSpec, type PickerOption } from '../../platform/resource';
import { APPROVAL_DECISIONS, type ApprovalDecision } from '../../../domain/states/approval';
import type { ValetScope } from '../../../domain/orders/valetAuthorization';
import { applyValet, decideValet, grantValet, revokeValet, valetInForceSql, valetRowScope, valetStatusSql } from './valetAuthorization';
import { VALET_DECIDE } from './valetAuthorization.seed';
import XX0701_01 from '../../../../schemas/xx/XX0701_01.json' with { type: 'json' };
import XX0702_01 from '../../../../schemas/xx/XX0702_01.json' with { type: 'json' };

const VIEW = 'xx/0701/01.html';
const APPLY = 'xx/0702/01.html';
const OWNERSHIP = 'zj/0101/06.html';

const STATUSES = ['pending', 'agree', 'expired', 'reject', 'revoked'] as const;

/** One authorization as the lists show it. */
const fields: CrudSpec['fields'] = {
  customerId: { col: 'customer_id', kind: 'int' },
  customerName: { col: '', expr: `(select c.name || ' (' || c.code || ')' from customer c where c.id = t.customer_id)` },
  salesUserId: { col: 'sales_user_id', kind: 'int' },
  salesName: { col: '', expr: `(select u.user_name || ' (' || u.loginid || ')' from app_user u where u.id = t.sales_user_id)` },
  scope: { col: 'scope' },
  scopeInForce: { col: '', expr: `(case when ${valetInForceSql('t')} then t.scope else 'none' end)` },
  status: { col: '', expr: valetStatusSql('t') },
  validUntil: { col: 'valid_until', kind: 'time' },
  remark: { col: 'remark' },
  createdAt: { col: 'created_at', kind: 'time' },
  decidedAt: { col: 'decided_at', kind: 'time' },
  decidedByName: { col: '', expr: `(select u.user_name from app_user u where u.id = t.decided_by)` },
};

const filters: CrudSpec['filters'] = {
  status: { schema: { type: 'string', enum: [...STATUSES] }, where: (p) => `${valetStatusSql('t')} = ${p}` },
  customerId: { schema: S.int(1), where: (p) => `t.customer_id = ${p}` },
};

/** XX0701_01's list, also ZJ0101_06's (one customer's, `customerId`). Pending requests first, then the newest. */
export const valetAuthorizations: CrudSpec = {
  base: 'xx/0701',
  authority: [VIEW, OWNERSHIP],
  noun: 'valet-order authorization',
  table: 'valet_authorization',
  verbs: ['list'],
  fields,
  filters: { ...filters, salesUserId: { schema: S.int(1), where: (p) => `t.sales_user_id = ${p}` } },
  orderBy: `(t.state <> 'pending'), t.created_at desc, t.id desc`,
  rowScope: (req, params) => valetRowScope(req, params),
};

/** XX0702_01: the caller's own requests, newest first. */
export const ownValetRequests: CrudSpec = {
  base: 'xx/0702',
  authority: APPLY,
  noun: 'own valet-order request',
  table: 'valet_authorization',
  verbs: ['list'],
  fields,
  filters,
  orderBy: 't.created_at desc, t.id desc',
  rowScope: (req, params) => valetRowScope(req, params, true),
};

const changed = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { id: { type: 'integer' }, state: { type: 'string' }, ...extra },
});
const withExpiry = changed({ validUntil: { type: ['string', 'null'], description: 'the expiry, an instant (null: until revoked)' } });
const idBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };

export default defineRoutes([
  ...crudRoutes(valetAuthorizations),
  ...crudRoutes(ownValetRequests),
  {
    method: 'POST',
    url: 'xx/0702/apply',
    authority: APPLY,
    summary: 'XX0702_01: ask a customer of the caller\'s scope for a valet-order authorization (day, month, permanent; remarks required): pending until the customer decides',
    body: formBody(XX0702_01, 'apply'),
    response: changed(),
    handler: (req) => applyValet(req, req.body as { customerId: number; scope: ValetScope; remark: string }),
  },
  {
    method: 'POST',
    url: 'xx/0701/grant',
    authority: VALET_DECIDE,
    summary:
      'XX0701_01: the customer grants a sales member bound to it an authorization, or renews the one it has, from now ' +
      '(expiry on the business calendar; staff holding the point name the customer)',
    body: formBody(XX0701_01, 'grant'),
    response: withExpiry,
    handler: (req) => grantValet(req, req.body as { customerId?: number; salesUserId: number; scope: ValetScope }),
  },
  {
    method: 'POST',
    url: 'xx/0701/approve',
    authority: VALET_DECIDE,
    summary: 'XX0701_01: agree to (its expiry runs from now; an earlier agreement of the pair is revoked) or reject a pending request (S06a)',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'result'],
      properties: { id: { type: 'integer', minimum: 1 }, result: { type: 'string', enum: [...APPROVAL_DECISIONS] } },
    },
    response: withExpiry,
    handler: (req) => {
      const b = req.body as { id: number; result: ApprovalDecision };
      return decideValet(req, b.id, b.result);
    },
  },
  {
    method: 'POST',
    url: 'xx/0701/revoke',
    authority: [VALET_DECIDE, OWNERSHIP],
    summary: 'XX0701_01 (the customer) and ZJ0101_06: revoke an agreed authorization (back to none)',
    body: idBody,
    response: changed(),
    handler: (req) => revokeValet(req, (req.body as { id: number }).id),
  },
  pickerRoute({
    url: 'xx/0701/sales/options',
    authority: [VALET_DECIDE],
    summary: "XX0701_01's grant form: the sales members a customer account may authorize (those bound to it); staff get their team's sales",
    options: async (req) => {
      const db = req.server.db;
      const user = currentUser(req);
      if (user.userType === 'staff') return (await teamByRelation(db, user)).xs.map((s) => ({ value: s.userId, label: `${s.userName} (${s.loginid})` }));
      const params: unknown[] = [];
      return db.query<PickerOption>(
        `select distinct u.id as value, u.user_name || ' (' || u.loginid || ')' as label
           from customer_staff cs join app_user u on u.id = cs.user_id
          where cs.relation = 'xs' and ${scopeWhere(await customerScope(db, user), 'cs.customer_id', params)}
          order by label`,
        params,
      );
    },
  }),
]);
