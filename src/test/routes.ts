import type { FastifyInstance } from 'fastify';

/**
 * Every route the app has, read from Fastify's own route tree, so suites that must cover "every
 * route" notice new ones without a list to keep up to date.
 */
export function listRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? stack[depth - 1] : '') + match[2]!;
    stack[depth] = url;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
