import type { ErrorCode } from '../domain/errors';

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

/** The one error the server throws for expected failures; the error handler turns it into JSON. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
