import type { ErrorCode } from '../domain/errors';
import type { Words } from '../domain/words';
import { translate } from './i18n/catalogs';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  PRO_REQUIRED: 403,
  UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  COLLECTION_ARCHIVED: 409,
  MATCH_CHANGED: 409,
  PROMISED_COPIES: 409,
  AREA_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PAYMENTS_NOT_CONFIGURED: 503,
  PUSH_NOT_CONFIGURED: 503,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error the server throws for expected failures; the error handler turns it into JSON,
 * its message in the request's language (decision 038). `message` is the English text (a marked
 * `/*i18n*\/` literal, or a message a domain rule returned) or `Words` when it has values;
 * `.message` is always the English, for logs.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** The message id (the English ICU text) and its values, which the answer translates. */
  readonly words: Words;
  constructor(
    readonly code: ErrorCode,
    message: string | Words,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : translate('en', message.id, message.values));
    this.words = typeof message === 'string' ? { id: message } : message;
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (what: string | Words = /*i18n*/ 'Not found') =>
  new AppError('NOT_FOUND', what);

export type { Words };
