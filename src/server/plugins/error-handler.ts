import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../domain/errors';
import type { Locale } from '../../domain/locale';
import { AppError } from '../app-error';
import { translateKnown } from '../i18n/catalogs';
import { localeOfRequest } from '../i18n/request-locale';
import { isDatabaseUnavailable } from '../db/errors';
import { RendererStopped } from '../integrations/image/render-png';
import { logAuthEvent } from '../logger';

const zodDefaultMessage = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * The 400 body of a request that failed its schema: the first failing field's message and, when
 * the failure is inside the body, that field's top-level name (`field`), which a form uses to put
 * the message on the right input.
 */
function validationBody(error: FastifyError, locale: Locale): ErrorBody {
  const first = error.validation?.[0];
  if (!first)
    return { message: translateKnown(locale, INVALID_REQUEST), code: 'VALIDATION_FAILED' };
  const path = first.instancePath.replace(/^\//, '').split('/');
  const field = path.join('.');
  const message = first.message ?? 'Invalid value';
  return {
    // Our schemas carry the words people read (the domain catalog's, in the request's language);
    // zod's defaults get the field's name in front and stay as zod says them.
    message:
      field && zodDefaultMessage.test(message)
        ? `${field}: ${message}`
        : translateKnown(locale, message),
    code: 'VALIDATION_FAILED',
    ...(error.validationContext === 'body' && path[0] ? { field: path[0] } : {}),
  };
}

const INVALID_REQUEST = /*i18n*/ 'Invalid request';

const fastifyErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: /*i18n*/ 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: /*i18n*/ 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_JSON',
    message: /*i18n*/ 'Invalid request body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: /*i18n*/ 'Request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: /*i18n*/ 'Request body is not valid JSON',
  },
};

/**
 * The JSON an AppError answers with, its message in `locale` (decision 038; English when not
 * given). Idempotent writes store the English one and translate it when they answer again
 * (decision 015, decision 038 "Answers sent again").
 */
export const appErrorBody = (error: AppError, locale: Locale = 'en'): ErrorBody => ({
  message: translateKnown(locale, error.words.id, error.words.values, error.message),
  code: error.code,
  ...error.extra,
});

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A fixed English message (a marked literal) in `locale`. */
const say = (locale: Locale, body: ErrorBody): ErrorBody => ({
  ...body,
  message: translateKnown(locale, body.message),
});

/**
 * One error handler: expected errors become the JSON body of docs/product.md "On the wire"; 5xx
 * never leak details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The answer's language: the account's, else Accept-Language (decision 038). An unreachable
    // database is not asked who is signed in.
    const locale = await localeOfRequest(request, { signedIn: !isDatabaseUnavailable(error) });
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
      // Who was refused is looked up after the answer is on its way: a refusal never waits.
      if (error.statusCode === 403) {
        void app
          .resolveSessionUser(request)
          .catch(() => null)
          .then((user) =>
            logAuthEvent(request, 'auth.refused', {
              status: 403,
              code: error.code,
              userId: user?.id,
            }),
          );
      }
      return send(reply, error.statusCode, appErrorBody(error, locale));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, validationBody(error, locale));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) {
      return send(reply, known.status, say(locale, { message: known.message, code: known.code }));
    }
    if (error.statusCode === 429) {
      return send(reply, 429, say(locale, { message: error.message, code: 'RATE_LIMITED' }));
    }
    // The client went away mid-request (a closed tab, a lost signal): nothing failed here.
    if (request.raw.readableAborted || (error.code === 'ECONNRESET' && request.raw.destroyed)) {
      request.log.info({ code: error.code }, 'client closed the request');
      return send(
        reply,
        400,
        say(locale, { message: /*i18n*/ 'The request was not completed', code: 'INVALID_JSON' }),
      );
    }
    // Unavailable for now, not failed: the database is out of reach, or a shutdown stopped the
    // picture renderer under a request (new requests during a shutdown get 503 from Fastify).
    const unavailable = isDatabaseUnavailable(error)
      ? 'database unavailable'
      : error instanceof RendererStopped
        ? 'picture renderer stopped by a shutdown'
        : undefined;
    if (unavailable) {
      request.log.error({ err: error }, unavailable);
      reply.header('Retry-After', '5');
      return send(
        reply,
        503,
        say(locale, {
          message: /*i18n*/ 'The service is temporarily unavailable. Please try again in a moment.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors from Fastify itself (e.g. prototype poisoning): safe to describe.
      return send(reply, error.statusCode, {
        message: error.statusCode === 400 ? translateKnown(locale, INVALID_REQUEST) : error.message,
        code: error.statusCode === 400 ? 'VALIDATION_FAILED' : 'FORBIDDEN',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      500,
      say(locale, {
        message: /*i18n*/ 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      }),
    );
  });
}
