import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A small keep-alive HTTP client for one signed-in collector (or nobody): it keeps the session
 * cookie, sends the Origin and JSON content type the request guard wants, and hands back the
 * body exactly as it came over the wire, so sizes and timings include compression.
 */
export class ApiClient {
  /** @param {string} baseUrl e.g. http://127.0.0.1:41234 */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.origin = new URL(baseUrl).origin;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    this.cookie = '';
  }

  /** A new client on the same server, signed in as nobody. */
  anonymous() {
    return new ApiClient(this.baseUrl);
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {{ json?: unknown, headers?: Record<string, string> }} [options]
   * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, raw: Buffer, ms: number }>}
   */
  request(method, path, { json, headers = {} } = {}) {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const allHeaders = { ...headers };
    if (this.cookie) allHeaders.Cookie = this.cookie;
    if (method !== 'GET' && method !== 'HEAD') {
      allHeaders.Origin = this.origin;
      allHeaders['Content-Type'] = 'application/json';
    }
    if (body !== undefined) allHeaders['Content-Length'] = String(Buffer.byteLength(body));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        new URL(path, this.baseUrl),
        { method, headers: allHeaders, agent: this.agent, timeout: 60_000 },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const ms = performance.now() - started;
            this.#keepCookie(res.headers['set-cookie']);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw: Buffer.concat(chunks),
              ms,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Like request, but throws unless the answer is 2xx, and returns the parsed JSON body. */
  async json(method, path, json, headers) {
    const response = await this.request(method, path, { json, headers });
    const text = decodeBody(response).toString('utf8');
    if (response.status < 200 || response.status > 299) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : null;
  }

  close() {
    this.agent.destroy();
  }

  #keepCookie(setCookie) {
    // A login clears the old cookie and sets a new one: the last non-empty one wins.
    const pairs = (setCookie ?? [])
      .map((line) => line.split(';', 1)[0])
      .filter((pair) => /^(__Host-)?swapsies_session=./.test(pair));
    if (pairs.length > 0) this.cookie = pairs.at(-1);
  }
}

/** The body as the server meant it, undoing br or gzip. */
export function decodeBody({ headers, raw }) {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}
