import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRO_TEMPLATE_MESSAGE } from '../../domain/account/settings';
import { UPGRADE_REQUIRED_MESSAGE } from '../../domain/collection/free-tier';
import { PRO_GROUPS_MESSAGE } from '../../domain/groups/schemas';
import {
  ApiError,
  apiRequest,
  errorCode,
  errorMessage,
  errorStatus,
  isUpgradeError,
} from './api-client';
import { i18n } from './i18n';
import { errorBodySchema } from '../../domain/errors';

const answer = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), errorBodySchema);

describe('ApiError', () => {
  it('keeps the "{status}: {body}" message and reads status, code, message and body', () => {
    const error = answer(409, { message: 'Taken', code: 'CONFLICT', templateId: 7 });
    expect(error.message).toBe('409: {"message":"Taken","code":"CONFLICT","templateId":7}');
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', serverMessage: 'Taken' });
    expect(error.body).toEqual({ message: 'Taken', code: 'CONFLICT', templateId: 7 });
  });

  it('has no code for an unknown code or a body that is not JSON', () => {
    expect(answer(500, { message: 'x', code: 'SOMETHING_ELSE' }).code).toBeUndefined();
    const plain = answer(502, 'Bad Gateway');
    expect(plain).toMatchObject({ code: undefined, body: undefined, serverMessage: 'Bad Gateway' });
  });

  it('reads a body only as the error schema has it: a field that breaks it is no code', () => {
    const invalid = answer(400, {
      message: 'Name is too long',
      code: 'VALIDATION_FAILED',
      field: 7,
    });
    expect(invalid).toMatchObject({ code: undefined, field: undefined, body: undefined });
    const named = answer(400, {
      message: 'Name is too long',
      code: 'VALIDATION_FAILED',
      field: 'name',
    });
    expect(named).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
  });

  it('is found only in an ApiError, never read back out of an error message', () => {
    const error = answer(403, { message: 'No', code: 'FORBIDDEN' });
    expect(ApiError.from(error)).toBe(error);
    expect(ApiError.from(new Error('403: {"message":"No","code":"FORBIDDEN"}'))).toBeUndefined();
    expect(ApiError.from(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(ApiError.from('403: {}')).toBeUndefined();
  });
});

describe('isUpgradeError', () => {
  it("is true for the server's Pro-only and free-limit answers", () => {
    expect(isUpgradeError(answer(403, { message: PRO_GROUPS_MESSAGE, code: 'PRO_REQUIRED' }))).toBe(
      true,
    );
    const template = { message: PRO_TEMPLATE_MESSAGE, code: 'PRO_REQUIRED', upgradeRequired: true };
    expect(isUpgradeError(answer(403, template))).toBe(true);
    const limit = { message: UPGRADE_REQUIRED_MESSAGE, code: 'UPGRADE_REQUIRED' };
    expect(isUpgradeError(answer(403, limit))).toBe(true);
  });

  it('is false for any other refusal, whatever its wording', () => {
    expect(isUpgradeError(answer(403, { message: 'Pro', code: 'CSRF_REJECTED' }))).toBe(false);
    expect(isUpgradeError(answer(403, 'Forbidden'))).toBe(false);
    expect(isUpgradeError(new Error('This requires Swapsies Pro'))).toBe(false);
    expect(isUpgradeError(answer(500, { message: 'upgrade to Pro', code: 'INTERNAL_ERROR' }))).toBe(
      false,
    );
    expect(isUpgradeError('403')).toBe(false);
  });
});

describe('errorStatus, errorCode and errorMessage', () => {
  it('read an answer, and leave a failure with no answer to its own message', () => {
    const refused = answer(409, { message: 'Archived', code: 'COLLECTION_ARCHIVED' });
    expect([errorStatus(refused), errorCode(refused), errorMessage(refused)]).toEqual([
      409,
      'COLLECTION_ARCHIVED',
      'Archived',
    ]);
    const offline = new TypeError('Failed to fetch');
    expect([errorStatus(offline), errorCode(offline), errorMessage(offline)]).toEqual([
      undefined,
      undefined,
      'Failed to fetch',
    ]);
    expect(errorMessage(answer(500, ''), 'Something broke')).toBe('Something broke');
    expect(errorMessage('nope', 'Fallback')).toBe('Fallback');
  });
});

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server to answer in the language the app shows (decision 038)', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('{}', { status: 200 });
    });
    i18n.load('de', {});
    i18n.activate('de');
    await apiRequest('GET', '/api/user');
    await apiRequest('POST', '/api/collections', { templateId: 1 });
    i18n.activate('en');
    expect(calls.map((init) => init.headers)).toEqual([
      { 'Accept-Language': 'de' },
      { 'Accept-Language': 'de', 'Content-Type': 'application/json' },
    ]);
  });
});
