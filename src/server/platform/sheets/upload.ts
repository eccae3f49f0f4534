/**
 * Workbooks in and out of the import screens. A workbook sent as base64 JSON (the import screens' hooks send files so): its bytes, within the
 * size limit (V05: 10 MB unless said), named .xlsx and a zip by its first bytes, else a refusal
 * under the form's file field.
 */
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';
import { byteSize } from '../envelope';
import './messages';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');
export const WORKBOOK_MAX_BYTES = 10 * 1024 * 1024;

export function workbookUpload(fileName: string, base64: string, maxBytes = WORKBOOK_MAX_BYTES): Buffer {
  const buf = Buffer.from(base64, 'base64');
  if (buf.length > maxBytes) throw new AppError('sheet.fileTooLarge', { max: byteSize(maxBytes) }).onFields('file');
  if (!/\.xlsx$/i.test(fileName) || !buf.subarray(0, 4).equals(ZIP)) throw new AppError('sheet.notXlsx').onFields('file');
  return buf;
}

/** The body of such an upload: the file's name and its base64 content. */
export const workbookUploadProps = {
  fileName: { type: 'string', minLength: 1, maxLength: 200 },
  // An anchored pattern, not minLength: ajv would count a 13 MB string's characters.
  content: { type: 'string', pattern: '^[A-Za-z0-9+/]' },
} as const;

/** Sends a generated workbook (a template) as a download named `name` (an ASCII `fallback` for old clients). */
export function sendWorkbook(reply: FastifyReply, name: string, buf: Buffer, fallback = 'template.xlsx') {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .send(buf);
}
