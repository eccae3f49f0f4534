/**
 * ZJ0701_01 sender companies (`sender_company`, migration 0321): the forwarder's own companies a
 * shipment may be sent in the name of, with one default. Customer service and the administrator
 * keep them (SCREENS.md: AD, KF; add, edit, delete, set default: `zj/0701/edit`); the manager, who
 * has the page from the KF tree, only looks. The columns and rules of an
 * address book entry (XX0202_01), so an order or a label can take one as it is.
 */
import { defineRoutes } from '../../platform/route';
import { formBody } from '../../platform/formBody';
import { crudRoutes, inTransaction, type CrudSpec, type TxQuery } from '../../platform/resource';
import { markOneDefault } from '../../platform/resource/oneDefault';
import { ADDRESS_FIELDS, COUNTRY_FILTER } from '../xx/addressColumns';
import { SENDER_COMPANY_EDIT } from './senderCompany.seed';
import ZJ0701_01 from '../../../../schemas/zj/ZJ0701_01.json' with { type: 'json' };

const PAGE = 'zj/0701/01.html';

/** The default sender company (one). */
const markDefault = (q: TxQuery, id: number, on: boolean) => markOneDefault(q, { table: 'sender_company' }, id, on);

export const senderCompanies: CrudSpec = {
  base: 'zj/0701',
  authority: PAGE,
  writeAuthority: SENDER_COMPANY_EDIT,
  noun: 'sender company',
  table: 'sender_company',
  body: formBody(ZJ0701_01, 'rowEdit', { id: true }),
  fields: {
    ...ADDRESS_FIELDS,
    // Written by markDefault (afterSave), which clears the other default first.
    isDefault: { col: 'is_default', kind: 'bool', readOnly: true },
    updatedAt: { col: 'updated_at', kind: 'time', readOnly: true },
  },
  filters: {
    country: COUNTRY_FILTER,
  },
  search: ['t.company', 't.name', 't.phone', 't.email'],
  orderBy: 't.is_default desc, t.company',
  remove: true,
  async afterSave(id, body, q) {
    if ('isDefault' in body) await markDefault(q, id, body.isDefault === true);
    await q(`update sender_company set updated_at = now() where id = $1`, [id]);
  },
};

export default defineRoutes([
  ...crudRoutes(senderCompanies),
  {
    method: 'POST',
    url: 'zj/0701/default',
    authority: SENDER_COMPANY_EDIT,
    summary: 'Makes a sender company the default one: the previous default stops being it',
    body: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    response: { type: 'object', properties: { id: { type: 'integer' } } },
    handler: async (req) => {
      const { id } = req.body as { id: number };
      await inTransaction(req.server.db, (q) => markDefault(q, id, true));
      return { id };
    },
  },
]);
