import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../domain/errors';
import { AppError } from '../app-error';
import { isDatabaseUnavailable } from '../db/errors';
import { RendererStopped } from '../integrations/image/render-png';
import { logAuthEvent } from '../logger';

const zodDefaultMessage = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * The 400 body of a request that failed its schema: the first failing field's message and, when
 * the failure is inside the body, that field's top-level name (`field`), which a form uses to put
 * the message on the right input.
 */
function validationBody(error: FastifyError): ErrorBody {
  const first = error.validation?.[0];
  if (!first) return { message: 'Invalid request', code: 'VALIDATION_FAILED' };
  const path = first.instancePath.replace(/^\//, '').split('/');
  const field = path.join('.');
  const message = first.message ?? 'Invalid value';
  return {
    // Our schemas carry the words people read; zod's defaults get the field's name in front.
    message: field && zodDefaultMessage.test(message) ? `${field}: ${message}` : message,
    code: 'VALIDATION_FAILED',
    ...(error.validationContext === 'body' && path[0] ? { field: path[0] } : {}),
  };
}

const fastifyErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Invalid request body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'Request body is not valid JSON',
  },
};

/** The JSON an AppError answers with; idempotent writes store it to answer again (decision 015). */
export const appErrorBody = (error: AppError): ErrorBody => ({
  message: error.message,
  code: error.code,
  ...error.extra,
});

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error handler: expected errors become the JSON body of docs/product.md "On the wire"; 5xx
 * never leak details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
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
      return send(reply, error.statusCode, appErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, validationBody(error));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return send(reply, known.status, { message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return send(reply, 429, { message: error.message, code: 'RATE_LIMITED' });
    }
    // The client went away mid-request (a closed tab, a lost signal): nothing failed here.
    if (request.raw.readableAborted || (error.code === 'ECONNRESET' && request.raw.destroyed)) {
      request.log.info({ code: error.code }, 'client closed the request');
      return send(reply, 400, { message: 'The request was not completed', code: 'INVALID_JSON' });
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
      return send(reply, 503, {
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors from Fastify itself (e.g. prototype poisoning): safe to describe.
      return send(reply, error.statusCode, {
        message: error.statusCode === 400 ? 'Invalid request' : error.message,
        code: error.statusCode === 400 ? 'VALIDATION_FAILED' : 'FORBIDDEN',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
  });
}
