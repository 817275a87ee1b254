import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  defaultLocale,
  localeCookie,
  matchLocale,
  negotiateLocale,
  type Locale,
} from '../../../domain/locale';

/**
 * Where a visitor on `/` who is not signed in, or on the shared list's English address `/share`,
 * belongs (docs/product.md "Languages"): the language they chose (the cookie), else on a first
 * visit the best of `Accept-Language`; `en` for English, which those addresses are. The answer
 * is remembered in the cookie, so the browser's language is followed once and a visitor who
 * picks English in the footer stays on `/`.
 */
export function landingLocale(request: FastifyRequest): { locale: Locale; remember: boolean } {
  const chosen = matchLocale(request.cookies[localeCookie] ?? '');
  if (chosen) return { locale: chosen, remember: false };
  const asked = negotiateLocale(request.headers['accept-language']);
  return { locale: asked ?? defaultLocale, remember: asked !== undefined };
}

/** A year, as the client's footer sets it (src/client/lib/i18n.ts). */
const localeCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * Sends a visitor to the address of a page in the language `landingLocale` chose (with the
 * query they came with), remembering it in the cookie when it was the browser's: 302, not 301,
 * since the same address answers another visitor (or this one later) otherwise.
 */
export function sendLocaleRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  to: { redirect: string; locale: Locale; remember: boolean },
) {
  if (to.remember)
    reply.setCookie(localeCookie, to.locale, {
      path: '/',
      maxAge: localeCookieMaxAge,
      sameSite: 'lax',
      secure: request.server.config.isHttps,
    });
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return reply
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Cookie, Accept-Language')
    .redirect(`${to.redirect}${query}`, 302);
}
