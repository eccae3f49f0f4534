/**
 * Files people upload (documents, avatars): checked against the spec's limits (src/domain/uploads)
 * by their name and by their first bytes (a renamed file is refused), then kept under FILES_DIR and
 * served back with the type they proved to be. A stored file and its database row go together: the
 * file is written first and removed again when the row's transaction fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../errors';
import { defineMessages } from '../i18n';
import { MIME_TYPES, acceptedNames, kindOfName, sizeText, type FileKind, type UploadRule } from '../../../domain/uploads/limits';

defineMessages({
  'zh-CN': {
    'upload.type': '文件“{fileName}”的类型不支持：只能上传 {accepted}',
    'upload.size': '文件“{fileName}”太大：最大 {max}',
    'upload.empty': '文件“{fileName}”是空的',
    'upload.notFound': '文件不存在',
  },
  'en-US': {
    'upload.type': 'The file "{fileName}" is not of a type accepted here: only {accepted}',
    'upload.size': 'The file "{fileName}" is too large: at most {max}',
    'upload.empty': 'The file "{fileName}" is empty',
    'upload.notFound': 'The file does not exist',
  },
});

/** What the first bytes of a file say it is. */
export function sniffKind(buf: Buffer): FileKind | undefined {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

/** A base64 upload as bytes, its size within the rule and its name, extension and content of one accepted kind. */
export function checkedUpload(rule: UploadRule, fileName: string, base64: string): { buf: Buffer; kind: FileKind } {
  const buf = Buffer.from(base64, 'base64');
  if (!buf.length) throw new AppError('upload.empty', { fileName });
  if (buf.length > rule.maxBytes) throw new AppError('upload.size', { fileName, max: sizeText(rule.maxBytes) });
  const named = kindOfName(fileName);
  const kind = sniffKind(buf);
  if (!named || !kind || named !== kind || !rule.kinds.includes(kind)) throw new AppError('upload.type', { fileName, accepted: acceptedNames(rule) });
  return { buf, kind };
}

/** Writes the bytes under FILES_DIR/<dir>/ with an unguessable name; answers the path relative to FILES_DIR. */
export function storeFile(config: Pick<AppConfig, 'filesDir'>, dir: string, kind: FileKind, buf: Buffer): string {
  const rel = path.join(dir, `${randomBytes(12).toString('hex')}${kind === 'jpeg' ? '.jpg' : `.${kind}`}`);
  const abs = path.join(config.filesDir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, buf);
  return rel;
}

/** A stored file's bytes (an image a document prints); null when it is gone or outside FILES_DIR. */
export function readStored(config: Pick<AppConfig, 'filesDir'>, rel: string): Buffer | null {
  const root = path.resolve(config.filesDir);
  const abs = path.resolve(root, rel);
  return abs.startsWith(root + path.sep) && fs.existsSync(abs) ? fs.readFileSync(abs) : null;
}

/** Removes a stored file (a failed transaction, a deleted row); a missing one is fine. */
export function removeStored(config: Pick<AppConfig, 'filesDir'>, rel: string | null | undefined): void {
  if (!rel) return;
  const root = path.resolve(config.filesDir);
  const abs = path.resolve(root, rel);
  if (abs.startsWith(root + path.sep)) fs.rmSync(abs, { force: true });
}

/** Stores the file, runs `write` (the row's transaction) and removes the file again when it fails. */
export async function withStoredFile<T>(config: Pick<AppConfig, 'filesDir'>, dir: string, kind: FileKind, buf: Buffer, write: (rel: string) => Promise<T>): Promise<T> {
  const rel = storeFile(config, dir, kind, buf);
  try {
    return await write(rel);
  } catch (err) {
    removeStored(config, rel);
    throw err;
  }
}

/** Sends a stored file as its proven type: inline (a browser shows a PDF or an image in place) or as a download. */
export function sendStored(reply: FastifyReply, config: Pick<AppConfig, 'filesDir'>, file: { path: string; name: string; mime: string }, disposition: 'inline' | 'attachment') {
  const root = path.resolve(config.filesDir);
  const abs = path.resolve(root, file.path);
  if (!abs.startsWith(root + path.sep) || !fs.existsSync(abs)) throw new AppError('upload.notFound');
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', Object.values(MIME_TYPES).includes(file.mime) ? file.mime : 'application/octet-stream')
    .header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', fs.statSync(abs).size)
    .header('cache-control', 'private, no-store')
    .send(fs.createReadStream(abs));
}
