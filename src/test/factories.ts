import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../domain/account/user';
import { request, sessionCookieFrom } from './http';

let counter = 0;

/** A unique username for this test file. */
export function uniqueUsername(prefix = 'collector') {
  counter += 1;
  return `${prefix}${counter}`;
}

export interface SignedInUser {
  user: PublicUser;
  cookie: string;
  password: string;
}

/** Registers a user through the API and returns it with its session cookie. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { username?: string; email?: string; password?: string; ip?: string } = {},
): Promise<SignedInUser> {
  const username = overrides.username ?? uniqueUsername();
  const password = overrides.password ?? 'correct horse battery';
  const response = await request(
    app,
    'POST',
    '/api/register',
    { username, email: overrides.email ?? `${username.toLowerCase()}@example.com`, password },
    overrides.ip ? { ip: overrides.ip } : {},
  );
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { user: response.json(), cookie: sessionCookieFrom(app, response), password };
}
