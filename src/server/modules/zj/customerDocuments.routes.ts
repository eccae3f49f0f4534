/**
 * A customer's submitted documents for the staff who review it (ZJ0101_03) or look it up (ZJ0101_01,
 * ZJ0101_02): listed and shown within the caller's data scope (customerScope), nobody else's.
 */
import { defineRoutes } from '../../platform/route';
import { AppError } from '../../platform/errors';
import { currentUser } from '../../platform/auth/types';
import { sendStored } from '../../platform/files/uploads';
import { getCustomer } from './customer.service';
import { customerDocuments, documentFile, documentList, fileQuery } from './customerDocuments';

const AUTHORITY = ['zj/0101/01.html', 'zj/0101/02.html', 'zj/0101/03.html'];

export default defineRoutes([
  {
    method: 'GET',
    url: 'zj/0101/documents',
    authority: AUTHORITY,
    summary: "The documents a customer submitted with its information (licence or identity document), within the caller's data scope",
    querystring: { type: 'object', required: ['customerId'], properties: { customerId: { type: 'integer', minimum: 1 } } },
    response: documentList,
    async handler(req) {
      const { customerId } = req.query as { customerId: number };
      await getCustomer(req.server.db, currentUser(req), customerId);
      return { list: await customerDocuments(req.server.db, customerId) };
    },
  },
  {
    method: 'GET',
    url: 'zj/0101/document',
    authority: AUTHORITY,
    summary: "One submitted document's file (PDF or image; inline by default), within the caller's data scope",
    querystring: fileQuery,
    raw: true,
    async handler(req, reply) {
      const q = req.query as { id: number; disposition: 'inline' | 'attachment' };
      const file = await documentFile(req.server.db, q.id);
      if (!file) throw new AppError('upload.notFound');
      await getCustomer(req.server.db, currentUser(req), file.customerId);
      return sendStored(reply, req.server.config, file, q.disposition);
    },
  },
]);
