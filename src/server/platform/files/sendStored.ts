/**
 * A stored file (a download-centre file, an upload's error file) sent to the browser: its type by
 * its name's extension, attachment unless asked inline and safe to show so. A path outside the
 * files directory or a file gone reads as the download error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../errors';

const CONTENT_TYPES: Record<string, { type: string; viewable?: true }> = {
  '.csv': { type: 'text/csv; charset=utf-8' },
  '.xlsx': { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.xls': { type: 'application/vnd.ms-excel' },
  '.pdf': { type: 'application/pdf', viewable: true },
  '.zip': { type: 'application/zip' },
  '.txt': { type: 'text/plain; charset=utf-8', viewable: true },
  '.png': { type: 'image/png', viewable: true },
  '.jpg': { type: 'image/jpeg', viewable: true },
  '.jpeg': { type: 'image/jpeg', viewable: true },
  '.gif': { type: 'image/gif', viewable: true },
  '.webp': { type: 'image/webp', viewable: true },
};
const OCTET_STREAM = { type: 'application/octet-stream' };

export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendStored(reply: FastifyReply, config: Pick<AppConfig, 'filesDir'>, file: { fileName: string; filePath: string | null }, asked: 'attachment' | 'inline' = 'attachment') {
  if (!file.filePath) throw new AppError('download.error');
  const filesDir = path.resolve(config.filesDir);
  const abs = path.resolve(filesDir, file.filePath);
  if (!abs.startsWith(filesDir + path.sep) || !fs.existsSync(abs)) throw new AppError('download.error');
  const { type, viewable } = CONTENT_TYPES[path.extname(file.fileName).toLowerCase()] ?? OCTET_STREAM;
  // Only what a browser shows safely is served inline; anything else stays a download.
  const disposition = asked === 'inline' && viewable ? 'inline' : 'attachment';
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('content-length', fs.statSync(abs).size)
    .header('cache-control', 'private, no-store')
    .send(fs.createReadStream(abs));
}
