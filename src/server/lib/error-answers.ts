import { errorBodySchema } from '../../domain/errors';

/** The error statuses a route can answer (the status of each code: `src/server/app-error.ts`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/**
 * The error answers a route declares beside its success, in its schema's `response`:
 * `response: { 200: answerSchema, ...errorAnswers(400, 401, 404) }`. Each is the one error body
 * (`errorBodySchema`), so an answer of that status is checked against it on the way out. Every
 * route can also fail on our side (500) or be unavailable (503: the database out of reach, a
 * shutdown), and any address can carry text the server refuses before a route sees it (400: a
 * NUL or a lone surrogate in its query, docs/security-checklist.md), so those three are always
 * declared. `src/server/error-answers.test.ts` checks that
 * each route declares what its input, its method and its hooks can answer, and every API test
 * that a route answered no status it did not declare (`src/test/error-answers.ts`).
 */
export function errorAnswers(...statuses: ErrorStatus[]) {
  const answers: Partial<Record<ErrorStatus | 500 | 503, typeof errorBodySchema>> = {};
  for (const status of [...statuses, 400, 500, 503] as const) answers[status] = errorBodySchema;
  return answers;
}
