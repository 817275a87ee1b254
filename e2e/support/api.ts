import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { isAbusiveTitle } from '../../src/domain/catalogue/abusive-words';

let sequence = 0;

/** A name no other test (or earlier run against the same server) has used. */
export function unique(prefix: string, separator = ' '): string {
  sequence += 1;
  const name = `${prefix}${separator}${Date.now().toString(36)}${sequence}`;
  // Base 36 can spell a word the abusive-name filter refuses (decision 021; digits read as
  // look-alike letters), which failed a test at random: such a name is made again.
  return isAbusiveTitle(name) ? unique(prefix, separator) : name;
}

let address = 0;

/**
 * A client address (for X-Forwarded-For, which the server trusts in these tests) that no other
 * registration of this run has used, so the per-address registration limit is not what is
 * under test. `network` is the first three parts, e.g. `10.3.0`.
 */
export function uniqueAddress(network: string) {
  address += 1;
  return `${network}.${(address % 250) + 1}`;
}

/**
 * JSON calls through a browser context's own request client (so with its cookies), as the app's
 * request guard wants them: the server's Origin and a JSON content type. A call that is not 2xx
 * fails the test with the answer's text. `origin` is read at call time (the server starts in
 * `beforeAll`).
 */
export function jsonApi(origin: () => string) {
  const headers = (extra: Record<string, string> = {}) => ({
    Origin: origin(),
    'Content-Type': 'application/json',
    ...extra,
  });
  return {
    headers,
    /** Sends `data` as JSON; the parsed answer, or null for 204. */
    async send(
      context: BrowserContext,
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      data: unknown,
      extraHeaders: Record<string, string> = {},
    ): Promise<unknown> {
      const response = await context.request.fetch(url, {
        method,
        data,
        headers: headers(extraHeaders),
      });
      expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
      return response.status() === 204 ? null : response.json();
    },
    async getJson<T>(context: BrowserContext, url: string): Promise<T> {
      const response = await context.request.get(url);
      expect(response.ok(), `GET ${url}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
  };
}
