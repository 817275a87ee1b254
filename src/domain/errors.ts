/**
 * The error-code vocabulary both server and client use. `message` is what a person reads;
 * `code` is what code checks (docs/product.md "On the wire").
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'PRO_REQUIRED',
  'UPGRADE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'COLLECTION_ARCHIVED',
  'MATCH_CHANGED',
  'PROMISED_COPIES',
  'AREA_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_TOKEN',
  'WEAK_PASSWORD',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PAYMENTS_NOT_CONFIGURED',
  'PUSH_NOT_CONFIGURED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The JSON body of every error response. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  upgradeRequired?: boolean;
  errors?: unknown;
  /** On a 400 for invalid input: the top-level name of the first failing field. */
  field?: string;
  [extra: string]: unknown;
}
