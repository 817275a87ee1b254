import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText, notAllowedCharacterWords } from '../../domain/text';
import { AppError } from '../app-error';

// A password is never stored (only its hash, decision 013) and keeps "any Unicode" but for what
// cannot be encoded at all: NUL and a lone surrogate half.
const NUL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const PASSWORD_FIELD = /password$/i;

/** The first string (or object key) in `value` that breaks the rule, by its path. */
function firstRefused(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (depth > 64) return undefined;
  if (typeof value === 'string') {
    const isPassword = PASSWORD_FIELD.test(path.at(-1) ?? '');
    const ok = isPassword
      ? !NUL_OR_LONE_SURROGATE.test(value)
      : isStorableText(value, { isMultiline: true });
    return ok ? undefined : path;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = firstRefused(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, '(a field name)'];
      const found = firstRefused(inner, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The stored-text rule (decision 013) for every string a request carries (decision 033): path
 * parameters, the query string and every string in a parsed body, once the route's schema has
 * read them (so a field that declares the rule answers with its own words, "Template name
 * contains…") and before any route hook or handler runs. Whatever a route declares, NUL, a lone
 * surrogate half, a noncharacter or a control character other than tab and line breaks answers
 * 400 VALIDATION_FAILED naming the field, and nothing runs; a field's own schema may be stricter
 * (single-line text, a username's pattern). A body the route reads raw (the Stripe webhook, signed) is a string, not parsed
 * here.
 */
export function registerInputText(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const parts: Array<[string, unknown]> = [
      ['params', request.params],
      ['query', request.query],
      ['body', typeof request.body === 'string' ? undefined : request.body],
    ];
    for (const [part, value] of parts) {
      const path = firstRefused(value, []);
      if (!path) continue;
      const field = path.length > 0 ? path.join('.') : part;
      throw new AppError('VALIDATION_FAILED', notAllowedCharacterWords(field), {
        ...(part === 'body' && path[0] ? { field: path[0] } : {}),
      });
    }
  });
}
