import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { userInfo } from './userInfo';
import { userInfoSchema } from './schemas';
import { unpaidAmount } from './unpaid';
import { localized, siteSettings } from './settings';

const money = { type: 'string', description: 'decimal, as text' };

export default defineRoutes([
  {
    method: 'GET',
    url: 'mn/0101/user/info',
    authority: 'login',
    // The shell reads who is asking before anything else, a forced password change included.
    allowMustChange: true,
    summary: 'The caller: profile, order status, station, roles, related customers and kf/xs/cw subordinates',
    response: userInfoSchema,
    async handler(req) {
      return userInfo(req.server.db, currentUser(req), req.lang, req.server.config.businessTimeZone);
    },
  },
  {
    method: 'GET',
    url: 'mn/0101/user/credit',
    authority: 'login',
    summary: "The customer's credit limit and balance per currency account (staff: zero, no accounts)",
    response: {
      type: 'object',
      properties: {
        credit: money,
        overdraftLimit: money,
        accounts: {
          type: 'array',
          items: {
            type: 'object',
            properties: { currency: { type: 'string' }, balance: money, frozen: { type: 'boolean' } },
          },
        },
      },
    },
    async handler(req) {
      const user = currentUser(req);
      if (!user.customerId) return { credit: '0.00', overdraftLimit: '0.00', accounts: [] };
      const db = req.server.db;
      const [c] = await db.query<{ credit_limit: string; overdraft_limit: string }>(
        `select credit_limit::text, overdraft_limit::text from customer where id = $1`,
        [user.customerId],
      );
      const accounts = await db.query<{ currency: string; balance: string; frozen: boolean }>(
        `select a.currency, a.balance::text as balance, a.frozen
           from customer_account a join currency c on c.code = a.currency
          where a.customer_id = $1 order by c.sort, a.currency`,
        [user.customerId],
      );
      return { credit: c?.credit_limit ?? '0.00', overdraftLimit: c?.overdraft_limit ?? '0.00', accounts };
    },
  },
  {
    method: 'GET',
    url: 'mn/0101/user/bill/unpay',
    authority: 'login',
    summary: "The customer's unpaid bill amount (0 for staff)",
    response: { type: 'object', properties: { unpay: money } },
    async handler(req) {
      const user = currentUser(req);
      return { unpay: user.customerId ? await unpaidAmount(req.server.db, user.customerId) : '0.00' };
    },
  },
  {
    method: 'GET',
    url: 'mn/0101/user/onlineserverinfo',
    authority: 'login',
    summary: 'Contact QQ numbers (finance, sales, service) and the sales and customer service bound to the customer',
    response: {
      type: 'object',
      properties: {
        financeQq: { type: 'string' },
        salesQq: { type: 'string' },
        serviceQq: { type: 'string' },
        salesName: { type: ['string', 'null'] },
        serviceName: { type: ['string', 'null'] },
        financeName: { type: ['string', 'null'] },
        salesBound: { type: 'boolean', description: 'false: the customer is told to contact staff (E14)' },
      },
    },
    async handler(req) {
      const user = currentUser(req);
      const db = req.server.db;
      const s = await siteSettings(db, ['financeQq', 'salesQq', 'serviceQq']);
      const bound = user.customerId
        ? await db.query<{ relation: string; names: string }>(
            `select cs.relation, string_agg(u.user_name, ', ' order by u.user_name) as names
               from customer_staff cs join app_user u on u.id = cs.user_id and u.enabled
              where cs.customer_id = $1 group by cs.relation`,
            [user.customerId],
          )
        : [];
      const name = (relation: string) => bound.find((b) => b.relation === relation)?.names ?? null;
      return {
        financeQq: localized(s.financeQq, req.lang),
        salesQq: localized(s.salesQq, req.lang),
        serviceQq: localized(s.serviceQq, req.lang),
        salesName: name('xs'),
        serviceName: name('kf'),
        financeName: name('cw'),
        salesBound: user.userType === 'staff' || name('xs') !== null,
      };
    },
  },
]);
