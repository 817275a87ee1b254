/** The session cookie over plain http (decisions 003: `__Host-` only with https). */
const SESSION_COOKIE = 'swapsies_session';
/** Set on a change when the app has read replicas (src/server/plugins/read-replicas.ts). */
const WROTE_AT_COOKIE = 'swapsies_wrote_at';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
  /** The body exactly as it came (after content decoding). */
  text: string;
  /** Milliseconds from sending to the whole body read. */
  ms: number;
}

export class ApiError extends Error {
  constructor(
    readonly response: ApiResponse,
    what: string,
  ) {
    super(`${what} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
  }
}

/**
 * One collector's browser, talking to one server over loopback: JSON bodies, our Origin on
 * state-changing calls (the CSRF guard), its own session cookie, and optionally the address a
 * trusted load balancer would put in X-Forwarded-For.
 */
export class ApiClient {
  cookie: string | undefined;
  /** The mark of this browser's last change, kept like a browser keeps it (decision 036). */
  wroteAt: string | undefined;

  constructor(
    public baseUrl: string,
    readonly options: { origin: string; forwardedFor?: string; timeoutMs?: number },
  ) {}

  /** `extraHeaders` e.g. the outbox's `Idempotency-Key` (decision 015). */
  async call(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...extraHeaders };
    if (method !== 'GET') {
      headers.origin = this.options.origin;
      headers['content-type'] = 'application/json';
    }
    const cookies = [this.cookie, this.wroteAt].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (this.options.forwardedFor) headers['x-forwarded-for'] = this.options.forwardedFor;
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    this.keepSessionCookie(response.headers);
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.startsWith('application/json') && text) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed, text, ms };
  }

  /** Like `call`, but throws unless the answer is 2xx, and returns the body. */
  async json<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.call(method, path, body);
    if (response.status < 200 || response.status > 299) {
      throw new ApiError(response, `${method} ${path}`);
    }
    return response.body as T;
  }

  private keepSessionCookie(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() === WROTE_AT_COOKIE) this.wroteAt = `${WROTE_AT_COOKIE}=${value}`;
      if (name?.trim() !== SESSION_COOKIE) continue;
      this.cookie = value && !/max-age=0/i.test(line) ? `${SESSION_COOKIE}=${value}` : undefined;
    }
  }
}
