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

/** `json` (one JSON object a line, for machines) or `pretty` (one short line a request, for people). */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set; otherwise readable lines when the log goes to a terminal (a person running
 * `npm start`), and JSON everywhere else: a file, a pipe, a container's log collector.
 */
export function chooseLogFormat(explicit: LogFormat | undefined, isTTY: boolean | undefined) {
  return explicit ?? (isTTY ? 'pretty' : 'json');
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the readable line already shows in its own way. */
const shownFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);
const ansi = (code: string, text: string, color: boolean) =>
  color ? `\u001b[${code}m${text}\u001b[0m` : text;
const clock = (time: unknown) =>
  typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--';
const fieldText = (value: unknown) =>
  typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);

/**
 * Turns the JSON log into what a person reads in a terminal (decision 029): one line a request,
 * `14:02:11 GET /api/collections 200 12 ms`, instead of Fastify's two ("incoming request", then
 * "request completed": the first is kept back, by request id, for the method and address of the
 * second); every other line as `14:02:11 WARN message key=value`, an error with its stack below.
 * Returns undefined for a line that prints nothing. Redaction happened before: this sees what the
 * JSON log would have said.
 */
export function createReadableFormatter({ color = false }: { color?: boolean } = {}) {
  const requests = new Map<string, string>();
  return (line: string): string | undefined => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return line.endsWith('\n') ? line : `${line}\n`;
    }
    const time = ansi('2', clock(entry.time), color);
    const reqId = typeof entry.reqId === 'string' ? entry.reqId : undefined;
    const req = entry.req as { method?: string; url?: string } | undefined;
    if (entry.msg === 'incoming request' && reqId && req) {
      requests.set(reqId, `${req.method} ${req.url}`);
      // A request that never completes (the client went away) must not be kept for ever.
      if (requests.size > 1000) requests.delete(requests.keys().next().value!);
      return undefined;
    }
    const res = entry.res as { statusCode?: number } | undefined;
    if (entry.msg === 'request completed' && res) {
      const request = (reqId && requests.get(reqId)) || 'request';
      if (reqId) requests.delete(reqId);
      const status = res.statusCode ?? 0;
      const statusColor = status >= 500 ? '31' : status >= 400 ? '33' : '32';
      const took = typeof entry.responseTime === 'number' ? Math.round(entry.responseTime) : '?';
      return `${time} ${request} ${ansi(statusColor, String(status), color)} ${took} ms\n`;
    }
    const level = typeof entry.level === 'number' ? entry.level : 30;
    const name = levelNames[level] ?? String(level);
    const levelColor = level >= 50 ? '31' : level >= 40 ? '33' : '36';
    const fields = Object.entries(entry)
      .filter(([key]) => !shownFields.has(key))
      .map(([key, value]) => `${key}=${fieldText(value)}`);
    const err = entry.err as { stack?: string; message?: string } | undefined;
    const errText = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
    const text = [entry.msg, ...fields].filter((part) => part !== undefined).join(' ');
    return `${time} ${ansi(levelColor, name, color)} ${text}${errText}\n`;
  };
}

/** A pino destination that writes the readable lines to `out` (a terminal). */
export function readableDestination(
  out: { write(text: string): unknown },
  options: { color?: boolean } = {},
): DestinationStream {
  const format = createReadableFormatter(options);
  return {
    write(line: string) {
      const text = format(line);
      if (text !== undefined) out.write(text);
    },
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
