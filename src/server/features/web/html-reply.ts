import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The Content-Security-Policy of this reply, allowing inline <style> elements with `nonce`. */
export function allowStyleNonce(reply: FastifyReply, nonce: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'Content-Security-Policy',
      policy.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`),
    );
  }
  return reply;
}

/** The page with the nonce its scripts give the <style> elements they add. */
export function withNonceMeta(html: string, nonce: string) {
  return html.replace('</head>', () => `<meta name="csp-nonce" content="${nonce}" />\n</head>`);
}

/**
 * An HTML page: revalidated on every visit unless the caller says it is public and cacheable.
 * Its Content-Security-Policy allows inline <style> elements only with this response's nonce,
 * which the page carries in `<meta name="csp-nonce">` for the scripts that add one (checklist H1).
 */
export function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  cacheControl?: string,
  vary = 'Cookie',
) {
  if (cacheControl) reply.header('Cache-Control', cacheControl);
  else reply.header('Cache-Control', 'no-cache').header('Vary', vary);
  const nonce = randomBytes(16).toString('base64');
  allowStyleNonce(reply, nonce);
  return reply.status(status).type('text/html; charset=utf-8').send(withNonceMeta(html, nonce));
}

export function notFoundJson(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
}
