import { errorCodes, type ErrorCode } from '../../domain/errors';

/**
 * The one API client (spec §7): every call sends credentials, a body is JSON, and any non-OK
 * response becomes `Error("{status}: {body text or status text}")`.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isMutation = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // decisions.md: state-changing requests always carry JSON (the CSRF defence relies on it).
    headers: isMutation ? { 'Content-Type': 'application/json' } : {},
    body: isMutation ? JSON.stringify(data ?? {}) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * A non-OK answer. Its message keeps the one format every caller and toast relies on,
 * `"{status}: {body text}"`, and it also carries the status and the server's typed `code`
 * (`src/domain/errors.ts`), which is what code should decide on — never the message's wording.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The JSON body's `message`, or the body text when it is not JSON. */
  readonly serverMessage: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(text);
    this.code = body.code;
    this.serverMessage = body.message ?? text;
  }
}

function parseErrorBody(text: string): { code?: ErrorCode; message?: string } {
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
    return {
      ...(typeof parsed.code === 'string' && (errorCodes as readonly string[]).includes(parsed.code)
        ? { code: parsed.code as ErrorCode }
        : {}),
      ...(typeof parsed.message === 'string' && parsed.message ? { message: parsed.message } : {}),
    };
  } catch {
    return {};
  }
}

/** The server's error code of an error raised by the API client, if it has one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/** Sends a request and reads the JSON answer. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

/** The status code of an error raised by apiRequest, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The human message inside an error raised by apiRequest: the JSON `message` when there is one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: the body text itself is the message
  }
  return body || fallback;
}
