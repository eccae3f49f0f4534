/** A file the server makes on request (a label PDF), sent as a download named `name` (`fallback`: ASCII, for old clients). */
import type { FastifyReply } from 'fastify';

export function sendDownload(reply: FastifyReply, file: { name: string; fallback: string; type: string; body: Uint8Array }) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.body));
}
