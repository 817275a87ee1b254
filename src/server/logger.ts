import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Secrets that travel in URLs (the reset token is a path segment) never reach the logs. */
export function redactUrl(url: string) {
  return url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
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
      req: (req: { method: string; url: string; id?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
      err: pino.stdSerializers.err,
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
