/** A file the server makes on request (a label PDF), sent as a download named `name` . */
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './sendStored';

export function sendDownload(reply: FastifyReply, file: { name: string; type: string; body: Uint8Array }) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.body));
}
