import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/locale';
import { localeOfHeader } from './catalogs';

/**
 * The language the server answers a request in (decision 038): the signed-in account's, else the
 * request's `Accept-Language`. `signedIn: false` skips the account (an answer about the database
 * being out of reach must not ask it who is signed in).
 */
export async function localeOfRequest(
  request: FastifyRequest,
  { signedIn = true }: { signedIn?: boolean } = {},
): Promise<Locale> {
  const user = signedIn ? await request.server.resolveSessionUser(request).catch(() => null) : null;
  return user?.locale ?? localeOfHeader(request.headers['accept-language']);
}
