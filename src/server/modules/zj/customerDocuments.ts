/**
 * The documents a customer submits with its information (XX0201_01: a business licence for an
 * enterprise, an identity document for an individual), read by the customer and by the staff who
 * review it (ZJ0101_03) within their data scope.
 */
import type { Database } from '../../db/connection';
import { instantSql } from '../../platform/time';

export const DOCUMENT_KINDS = ['licence', 'identity'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** At most this many documents per customer: a licence, an ID's two sides, a few more pages. */
export const MAX_DOCUMENTS = 10;

/** The document a submission needs: an enterprise's licence, an individual's identity document. */
export const NEEDED_DOCUMENT: Record<'individual' | 'enterprise', DocumentKind> = { enterprise: 'licence', individual: 'identity' };

export interface DocumentRow {
  id: number;
  kind: DocumentKind;
  fileName: string;
  mime: string;
  size: number;
  uploadedAt: string;
}

export const documentItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
    fileName: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'integer' },
    uploadedAt: { type: 'string' },
  },
} as const;

export const documentList = { type: 'object', properties: { list: { type: 'array', items: documentItem } } } as const;

export async function customerDocuments(db: Database, customerId: number): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `select id, kind, file_name as "fileName", mime, size, ${instantSql('uploaded_at')} as "uploadedAt"
       from customer_document where customer_id = $1 order by uploaded_at, id`,
    [customerId],
  );
}

export async function documentFile(db: Database, id: number): Promise<{ customerId: number; path: string; name: string; mime: string } | undefined> {
  const [row] = await db.query<{ customerId: number; path: string; name: string; mime: string }>(
    `select customer_id as "customerId", file_path as path, file_name as name, mime from customer_document where id = $1`,
    [id],
  );
  return row;
}

export const fileQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, disposition: { type: 'string', enum: ['inline', 'attachment'], default: 'inline' } },
} as const;
