import pino, { type Logger } from 'pino';

/** Secrets that travel in URLs (the reset token is a path segment) never reach the logs. */
export function redactUrl(url: string) {
  return url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
}

/** Structured JSON logs; request ids come from Fastify, cookies and passwords are never logged. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
