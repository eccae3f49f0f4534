/**
 * ZJ0101_06 customer ownership & valet authorization (hidden, opened from ZJ0101_01; AD, MG): the
 * staff bound to the customer (customerStaff.ts), its logins, and a button to its valet-order
 * authorizations (XX0701_01 filtered by the customer: `xx/0701/list`, `xx/0701/revoke`, which
 * name this page). The customer must be in the caller's data scope.
 */
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { formBody } from '../../platform/formBody';
import { inTransaction } from '../../platform/resource';
import { getCustomer } from './customer.service';
import { assertStaffOf, bindRelation, RELATION_FIELDS } from './customerStaff';
import ZJ0101_06 from '../../../../schemas/zj/ZJ0101_06.json' with { type: 'json' };
import './customer.routes';

const OWNERSHIP = 'zj/0101/06.html';

type Owners = { id: number; salesIds?: number[] | null; kfIds?: number[] | null; cwIds?: number[] | null };
const ids = { type: 'array', items: { type: 'integer' } };

export default defineRoutes([
  {
    method: 'GET',
    url: 'zj/0101/owner/detail',
    authority: OWNERSHIP,
    summary: "ZJ0101_06: a customer's bound sales (xs), customer service (kf) and finance (cw) staff and its logins (scope-checked)",
    querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        customerName: { type: 'string' },
        salesIds: ids,
        kfIds: ids,
        cwIds: ids,
        relatedUsers: { type: 'string', description: "the customer's logins: user name (login ID), comma-separated" },
      },
    },
    async handler(req) {
      const db = req.server.db;
      const c = await getCustomer(db, currentUser(req), (req.query as { id: number }).id);
      const logins = await db.query<{ text: string }>(
        `select u.user_name || ' (' || u.loginid || ')' as text from app_user u where u.customer_id = $1 order by u.id`,
        [c.id],
      );
      const of = (rel: string) => (c.staff ?? []).filter((s) => s.relation === rel).map((s) => s.userId);
      return {
        id: c.id,
        customerName: `${c.name} (${c.code})`,
        salesIds: of('xs'),
        kfIds: of('kf'),
        cwIds: of('cw'),
        relatedUsers: logins.map((l) => l.text).join(', '),
      };
    },
  },
  {
    method: 'POST',
    url: 'zj/0101/owner/save',
    authority: OWNERSHIP,
    summary: 'ZJ0101_06: bind and unbind staff: each relation sent becomes exactly the staff listed (empty or null unbinds all; absent leaves it alone)',
    body: formBody(ZJ0101_06),
    response: { type: 'object', properties: { id: { type: 'integer' } } },
    async handler(req) {
      const db = req.server.db;
      const b = req.body as Owners;
      const c = await getCustomer(db, currentUser(req), b.id);
      const sent = RELATION_FIELDS.filter(([, field]) => b[field] !== undefined).map(([rel, field]) => [rel, field, [...new Set(b[field] ?? [])]] as const);
      for (const [rel, field, staff] of sent) await assertStaffOf(db, rel, staff, field, req.lang);
      await inTransaction(db, async (q) => {
        for (const [rel, , staff] of sent) await bindRelation(q, c.id, rel, staff);
      });
      return { id: c.id };
    },
  },
]);
