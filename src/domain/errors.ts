import * as z from 'zod/mini';

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

/**
 * The JSON body of every error response (docs/product.md "On the wire"): the server declares it on
 * every route for each error status the route can answer, and the client parses a refusal with it.
 * A refusal may carry facts of its own beside these (e.g. `templateId`), so other fields pass
 * through.
 */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  code: z.enum(errorCodes),
  upgradeRequired: z.optional(z.boolean()),
  errors: z.optional(z.unknown()),
  /** On a 400 for invalid input: the top-level name of the first failing field. */
  field: z.optional(z.string()),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
