import type { z } from 'zod';
import { errorCodes, type ErrorCode } from '../../domain/errors';
import { currentLocale } from './i18n';

/**
 * The one API client: every call sends credentials, a body is JSON, and any non-OK
 * response becomes `Error("{status}: {body text or status text}")`.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const isMutation = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    // State-changing requests always carry JSON (the CSRF defence relies on it: decision 003).
    // The server answers (errors, pictures) in the language the app shows (decision 038).
    headers: {
      'Accept-Language': currentLocale(),
      ...(isMutation ? { 'Content-Type': 'application/json' } : {}),
    },
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

/**
 * Sends a request and reads its JSON answer, parsed once with the domain's zod schema: the one way
 * the client reads an answer (a query's `queryFn` passes its `signal`, a mutation its `body`).
 * The schema may be a promise, for a schema loaded on demand while the request is on the wire.
 */
export async function apiJson<S extends z.ZodType>(
  method: string,
  url: string,
  schema: S | Promise<S>,
  { body, signal }: { body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const [response, parser] = await Promise.all([apiRequest(method, url, body, signal), schema]);
  return parser.parse(await response.json());
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
