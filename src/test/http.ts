import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let calls = 0;
/** Each request comes from its own address unless a test says otherwise, so per-address rate
 * limits only bite in the tests that are about them. */
function nextAddress() {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
}

export interface RequestOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** The client's address; a fresh one per request by default. */
  ip?: string;
}

/**
 * Sends a request the way the browser app does: JSON body, our Origin on state-changing calls,
 * and the session cookie when given.
 */
export function request(
  app: FastifyInstance,
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    headers.origin = TEST_ORIGIN;
    headers['content-type'] = 'application/json';
  }
  if (options.cookie) headers.cookie = options.cookie;
  const inject: InjectOptions = {
    method,
    url,
    headers: { ...headers, ...options.headers },
    remoteAddress: options.ip ?? nextAddress(),
  };
  if (body !== undefined) inject.payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject(inject);
}

/** The `name=value` pair of the session cookie a response sets, for the next request. */
export function sessionCookieFrom(app: FastifyInstance, response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === app.sessionCookieName);
  if (!cookie)
    throw new Error(`no session cookie in response (${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}
