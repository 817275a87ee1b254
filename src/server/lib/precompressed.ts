import type { FastifyReply } from 'fastify';
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

/** A body's br and gzip copies, made together, for an answer kept by version. */
export async function compressBoth(body: string): Promise<Record<Encoding, Buffer>> {
  const [br, gzip] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
  return { br, gzip };
}

/** The bytes a body and its two copies hold, for a cache's size limit. */
export const packedBytes = (body: string, packed: Record<Encoding, Buffer>) =>
  body.length + packed.br.length + packed.gzip.length;

/** Sends a body kept with its copies as the client takes it: a compressed copy, else as it is. */
export function sendPacked(
  reply: FastifyReply,
  body: string,
  packed: Record<Encoding, Buffer>,
  encoding: Encoding | undefined,
) {
  if (!encoding) return reply.send(body);
  return reply.header('Content-Encoding', encoding).send(packed[encoding]);
}
