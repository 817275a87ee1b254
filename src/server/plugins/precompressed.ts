import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** br when the client takes it, else gzip, else none — as @fastify/compress chooses for others. */
export function preferredEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  return /\bgzip\b/.test(accept) ? 'gzip' : undefined;
}

/**
 * A body compressed as @fastify/compress would (br quality 4), for answers kept compressed by
 * version so a repeat costs no compression. @fastify/compress leaves a response that already has
 * a Content-Encoding alone.
 */
export function compress(body: string, encoding: Encoding) {
  return encoding === 'br'
    ? brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(body);
}
