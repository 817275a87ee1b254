import { errorCodes, type ErrorCode } from '../../domain/errors';

/**
 * The one API client: every call sends credentials, a body is JSON, and any non-OK
 * response becomes `Error("{status}: {body text or status text}")`.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isMutation = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // State-changing requests always carry JSON (the CSRF defence relies on it: decision 003).
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
  /** The JSON body, when the answer was a JSON object: the refusal's extra facts (a `templateId`…). */
  readonly body: Readonly<Record<string, unknown>> | undefined;
  /** On a 400 for invalid input: the top-level name of the first failing field. */
  readonly field: string | undefined;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJsonObject(text);
    const { code, message, field } = this.body ?? {};
    this.code =
      typeof code === 'string' && (errorCodes as readonly string[]).includes(code)
        ? (code as ErrorCode)
        : undefined;
    this.serverMessage = typeof message === 'string' && message ? message : text;
    this.field = typeof field === 'string' && field ? field : undefined;
  }

  /**
   * The ApiError an error stands for: itself, or one rebuilt from an Error whose message has the
   * `"{status}: {body}"` form (an answer that was stored, e.g. an outbox refusal, and tests).
   */
  static from(error: unknown): ApiError | undefined {
    if (error instanceof ApiError) return error;
    const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
    return match ? new ApiError(Number(match[1]), match[2]!) : undefined;
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The server's error code of an error raised by the API client, if it has one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return ApiError.from(error)?.code;
}

/**
 * Whether the server refused because the account needs Pro: its code says so (PRO_REQUIRED for a
 * Pro-only feature, UPGRADE_REQUIRED for the free limit). The client opens the upgrade dialog
 * instead of showing the failure (docs/product.md "Upgrade").
 */
export function isUpgradeError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'PRO_REQUIRED' || code === 'UPGRADE_REQUIRED';
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
  return ApiError.from(error)?.status;
}

/** The human message inside an error raised by apiRequest: the JSON `message` when there is one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const apiError = ApiError.from(error);
  if (apiError) return apiError.serverMessage || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
