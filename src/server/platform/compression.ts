import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fp from './fp';

/**
 * JSON answers of 1 KiB and more are compressed as the caller accepts (brotli at quality 4,
 * else gzip): a list page or the menu tree shrinks to a fifth. Only JSON: the client's files are
 * compressed at build time (platform/client.ts), downloads are files (xlsx and pdf are zipped
 * already) and the push stream is written by hand. Request bodies are not decompressed.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    globalDecompression: false,
  });
});
