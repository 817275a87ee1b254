import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

const MAX_CAUSES = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What a logged error may say (decision 033): its name, code and stack frames, and its message
 * with no request value in it. A failed query's message lists its parameters (`params: …`),
 * which are request values: they are cut; a database error's message quotes values
 * (`invalid input syntax for type integer: "abc"`): its quoted parts are cut. Fields such as
 * `params` or `detail` are never copied. Causes are followed, each the same way.
 */
export function safeError(error: unknown) {
  const chain: string[] = [];
  const frames: string[] = [];
  let first: { type: string; code?: string; constraint?: string; statusCode?: number } | undefined;
  let firstCode: string | undefined;
  let current: unknown = error;
  for (let depth = 0; current && depth < MAX_CAUSES; depth += 1) {
    const e = current as {
      name?: unknown;
      message?: unknown;
      code?: unknown;
      stack?: unknown;
      constraint?: unknown;
      statusCode?: unknown;
      cause?: unknown;
    };
    const name = typeof e.name === 'string' ? e.name : 'Error';
    const code = typeof e.code === 'string' ? e.code : undefined;
    firstCode ??= code;
    let message = typeof e.message === 'string' ? e.message : String(current);
    message = message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
    if (code && SQLSTATE.test(code)) message = message.replace(/"[^"]*"/g, '"[redacted]"');
    chain.push(`${name}: ${message}`);
    const stack = typeof e.stack === 'string' ? e.stack : '';
    frames.push(
      `${name}: ${message}`,
      ...stack.split('\n').filter((line) => /^ {4}at /.test(line)),
    );
    first ??= {
      type: name,
      ...(code ? { code } : {}),
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    };
    current = e.cause;
  }
  return {
    ...first,
    ...(firstCode ? { code: firstCode } : {}),
    message: chain.join(' | caused by: '),
    stack: frames.join('\n'),
  };
}

/** Structured JSON logs; request ids come from Fastify, cookies and passwords are never logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // The route's pattern (`/api/trade-codes/:code`), never the URL a client sent: its path
      // segments and query string are request values (tokens, codes, search text), decision 033.
      req: (req: { method: string; url: string; routeOptions?: { url?: string } }) => ({
        method: req.method,
        url: req.routeOptions?.url ?? '(no route)',
      }),
      err: safeError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The security events we log as their own lines (checklist L1), named `auth.*`. */
export type AuthEvent =
  | 'auth.register'
  | 'auth.login.ok'
  | 'auth.login.failed'
  | 'auth.logout'
  | 'auth.reset.requested'
  | 'auth.reset.done'
  | 'auth.password.changed'
  | 'auth.refused';

/**
 * One JSON line per security event, with the user (when known), the client's address and the
 * request id (pino adds `reqId` from the request's logger). Never a password, token or typed
 * identifier: a failed login names the account only when the name matched one.
 */
export function logAuthEvent(
  request: FastifyRequest,
  event: AuthEvent,
  fields: { userId?: number | undefined; status?: number; code?: string } = {},
) {
  const level = event === 'auth.refused' || event === 'auth.login.failed' ? 'warn' : 'info';
  request.log[level]({ event, ip: request.ip, ...fields }, event);
}
