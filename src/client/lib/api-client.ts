import type * as z from 'zod/mini';
import type { ErrorBody, ErrorCode, errorBodySchema } from '../../domain/errors';
import { currentLocale } from './i18n';

/** The server's one error schema, `errorBodySchema` (`src/domain/errors.ts`). */
export type ErrorSchema = typeof errorBodySchema;

// The error schema, and zod with it, loads with the first refusal read, not with the app's entry:
// the landing page never reads one, and zod is a quarter of its JavaScript budget (decision 024).
const loadErrorSchema = () =>
  import('../../domain/errors').then(({ errorBodySchema }) => errorBodySchema);

/**
 * The one API client: every call sends credentials, a body is JSON, and any non-OK
 * response becomes an `ApiError`.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await apiSend(method, url, { body: data, signal });
  await throwIfNotOk(response);
  return response;
}

/**
 * Sends a request as `apiRequest` does and hands back the answer whatever its status, for a
 * caller that decides on the status itself: the outbox (decision 016) keeps a change to send
 * again on a 5xx and sends each with its `Idempotency-Key` in `headers`. A request with no
 * answer (no signal) still rejects; `apiErrorOf` reads a non-OK answer as the `ApiError`.
 */
export function apiSend(
  method: string,
  url: string,
  {
    body,
    signal,
    headers,
  }: { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const isMutation = method !== 'GET' && method !== 'HEAD';
  return fetch(url, {
    method,
    credentials: 'include',
    signal,
    // State-changing requests always carry JSON (the CSRF defence relies on it: decision 003).
    // The server answers (errors, pictures) in the language the app shows (decision 038).
    headers: {
      'Accept-Language': currentLocale(),
      ...(isMutation ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: isMutation ? JSON.stringify(body ?? {}) : undefined,
  });
}

/**
 * A non-OK answer, its body read with the server's one error schema (`errorBodySchema`,
 * `src/domain/errors.ts`): the status, the typed `code` — what code decides on, never the
 * wording — and the refusal's extra facts. An answer that is not our error body (a proxy's
 * "Bad Gateway" page) keeps its text as the message and has no code. Its `message` reads
 * `"{status}: {body text}"`, for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The error body's `message`, or the answer's text when it is not our error body. */
  readonly serverMessage: string;
  /** The error body, when the answer was one: the refusal's extra facts (a `templateId`…). */
  readonly body: Readonly<ErrorBody> | undefined;
  /** On a 400 for invalid input: the top-level name of the first failing field. */
  readonly field: string | undefined;

  /** `schema` is the server's error schema; `ApiError.of` loads it. */
  constructor(status: number, text: string, schema: ErrorSchema) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(schema, text);
    this.code = this.body?.code;
    this.serverMessage = this.body?.message || text;
    this.field = this.body?.field || undefined;
  }

  /**
   * The refusal one answer of a batch holds (`POST /api/stickers/changes` answers each change
   * with the status and JSON body its own request would have got).
   */
  static ofAnswer(status: number, body: unknown): Promise<ApiError> {
    return ApiError.of(status, body == null ? String(status) : JSON.stringify(body));
  }

  /** The ApiError of an answer's status and text, its body read with the error schema. */
  static async of(status: number, text: string): Promise<ApiError> {
    return new ApiError(status, text, await loadErrorSchema());
  }

  /** The ApiError an error is, if it is one (a failure with no answer, e.g. no signal, is not). */
  static from(error: unknown): ApiError | undefined {
    return error instanceof ApiError ? error : undefined;
  }
}

function parseErrorBody(schema: ErrorSchema, text: string): ErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const body = schema.safeParse(parsed);
  return body.success ? body.data : undefined;
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
  if (!response.ok) throw await apiErrorOf(response);
}

/** The ApiError of a non-OK answer: its status and its body, read once. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  return ApiError.of(response.status, text);
}

/**
 * Sends a request and reads its JSON answer, parsed once with the domain's zod schema: the one way
 * the client reads an answer (a query's `queryFn` passes its `signal`, a mutation its `body`).
 * The schema may be a promise, for a schema loaded on demand while the request is on the wire.
 */
export async function apiJson<S extends AnswerSchema>(
  method: string,
  url: string,
  schema: S | Promise<S>,
  { body, signal }: { body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  const [response, parser] = await Promise.all([apiRequest(method, url, body, signal), schema]);
  return parser.parse(await response.json()) as z.output<S>;
}

/**
 * A schema `apiJson` reads an answer with: classic zod's or `zod/mini`'s, which the modules the
 * dashboard loads at first paint use (decision 024); both parse with the same core.
 */
type AnswerSchema = z.core.$ZodType & { parse: (data: unknown) => unknown };

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
