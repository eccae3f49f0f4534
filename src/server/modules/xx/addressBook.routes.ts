/**
 * XX0202_01 senders, XX0202_02 recipients, XX0202_03 importers and exporters: one table
 * (`address_book`, migration 0310) told apart by `role`, one list / form pair of endpoints, and
 * `xx/0202/default`. An order copies an entry into its order_address (same columns, same limits).
 *
 * Who sees what: the entries of the customers in the caller's data scope (a customer account: its
 * own), and only of the roles whose book the caller holds (XS has the sender and recipient books,
 * not the importers'). The list pages let look; every change needs `xx/0202/edit` (the manager
 * has the books from the XS and KF trees and only looks, SCREENS.md §11).
 */
import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../platform/route';
import { currentUser } from '../../platform/auth/types';
import { requestAuthCache } from '../../platform/auth/guard';
import { formBody } from '../../platform/formBody';
import {
  assertReadable, claimOwner, crudRoutes, customerRowScope, inTransaction, mergedBody, S, type CrudSpec, type TxQuery,
} from '../../platform/resource';
import { markOneDefault } from '../../platform/resource/oneDefault';
import { ADDRESS_BOOK_EDIT } from './addressBook.seed';
import { ADDRESS_FIELDS, COUNTRY_FILTER } from './addressColumns';
import './addressBook.messages';
import XX0202_01 from '../../../../schemas/xx/XX0202_01.json' with { type: 'json' };

const ROLES = ['sender', 'recipient', 'importer', 'exporter'] as const;
type Role = (typeof ROLES)[number];

/** The book (page) each role's entries are kept in. */
export const BOOK_PAGES: Record<Role, string> = {
  sender: 'xx/0202/01.html',
  recipient: 'xx/0202/02.html',
  importer: 'xx/0202/03.html',
  exporter: 'xx/0202/03.html',
};
const PAGES = [...new Set(Object.values(BOOK_PAGES))];

/** Only importers and exporters carry EU customs numbers (the table's check says the same). */
const TRADERS: readonly string[] = ['importer', 'exporter'];

/** The roles whose book the caller holds, as a `where` fragment (the session cache answers). */
async function rolesHeld(req: FastifyRequest, params: unknown[]): Promise<string> {
  const held = await (await requestAuthCache(req)).granted(currentUser(req), PAGES);
  params.push(ROLES.filter((r) => held.has(BOOK_PAGES[r])));
  return `t.role = any($${params.length}::text[])`;
}

const ownEntries = customerRowScope();

/** The default entry of a customer and role (one per customer and role). */
const markDefault = (q: TxQuery, id: number, on: boolean) => markOneDefault(q, { table: 'address_book', group: ['customer_id', 'role'] }, id, on);

export const addressBook: CrudSpec = {
  base: 'xx/0202',
  authority: PAGES,
  writeAuthority: ADDRESS_BOOK_EDIT,
  noun: 'address book entry',
  table: 'address_book',
  // The three books carry the same row form (tests/api/form-bodies.test.ts holds each to this body).
  body: formBody(XX0202_01, 'rowEdit', { id: true }),
  fields: {
    customerId: { col: 'customer_id', kind: 'int' },
    role: { col: 'role' },
    ...ADDRESS_FIELDS,
    eori: { col: 'eori' },
    ioss: { col: 'ioss' },
    // Written by markDefault (afterSave), which clears the other default first.
    isDefault: { col: 'is_default', kind: 'bool', readOnly: true },
    customerName: { col: '', expr: '(select c.name from customer c where c.id = t.customer_id)' },
  },
  filters: {
    // Arrays from repeated keys (role=importer&role=exporter): XX0202_03 shows both of its roles.
    role: { schema: { type: 'array', items: { type: 'string', enum: [...ROLES] }, minItems: 1, maxItems: ROLES.length }, where: (p) => `t.role = any(${p}::text[])`, required: true },
    country: COUNTRY_FILTER,
    customerId: { schema: S.int(1), where: (p) => `t.customer_id = ${p}` },
  },
  search: ['t.name', 't.company', 't.phone', 't.email'],
  orderBy: 't.customer_id, t.role, t.is_default desc, t.name',
  remove: true,
  rowScope: async (req, params) => `${await rolesHeld(req, params)} and ${await ownEntries(req, params)}`,
  outOfScope: 'auth.dataForbidden',
  async validate(body, q, req) {
    claimOwner(body, req);
    // An entry stays in its book: a sender is never turned into an importer.
    if (body.id) delete body.role;
    const b = await mergedBody(q, addressBook, body);
    return (b.eori || b.ioss) && !TRADERS.includes(b.role) ? [{ key: 'addressBook.customsNumbersForTraders' }] : [];
  },
  async afterSave(id, body, q) {
    if ('isDefault' in body) await markDefault(q, id, body.isDefault === true);
  },
};

export default defineRoutes([
  ...crudRoutes(addressBook),
  {
    method: 'POST',
    url: 'xx/0202/default',
    authority: ADDRESS_BOOK_EDIT,
    summary: "Makes an entry its customer's default sender (recipient, importer, exporter): that customer's previous default of the role stops being it",
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: { type: 'object', properties: { id: { type: 'integer' } } },
    handler: async (req) => {
      const { id } = req.body as { id: number };
      // An entry the caller may not see is not there for them (row scope: customer and book).
      await assertReadable(req, addressBook, id);
      await inTransaction(req.server.db, (q) => markDefault(q, id, true));
      return { id };
    },
  },
]);
