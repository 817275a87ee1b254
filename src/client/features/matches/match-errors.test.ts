import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeMatchError, isMatchChanged } from './match-errors';
import { errorBodySchema } from '../../../domain/errors';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const serverError = (status: number, body: unknown) =>
  new ApiError(status, JSON.stringify(body), errorBodySchema);

describe('match errors', () => {
  it('recognises a conflict as stickers that changed', () => {
    const changed = serverError(409, {
      message: 'These stickers changed — refresh your matches',
      code: 'MATCH_CHANGED',
    });
    expect(isMatchChanged(changed)).toBe(true);
    expect(describeMatchError(en, changed)).toBe('These stickers changed — refresh your matches');
    expect(isMatchChanged(serverError(404, { message: 'Not found', code: 'NOT_FOUND' }))).toBe(
      false,
    );
    const answered = { message: 'This swap was accepted already', code: 'CONFLICT' };
    expect(isMatchChanged(serverError(409, answered))).toBe(false);
  });

  it('asks to check the signal when the request never got an answer', () => {
    expect(describeMatchError(en, new TypeError('Failed to fetch'))).toBe(
      'No answer from Swapsies: check your signal and try again.',
    );
  });
});
