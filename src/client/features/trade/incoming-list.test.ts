import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { TradeListError } from '../../../domain/trade/trade-list';
import { ApiError } from '../../lib/api-client';
import { listFromShortCode } from './api';
import { incomingProblem } from './incoming-list';
import { errorBodySchema } from '../../../domain/errors';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('reading another collector’s list', () => {
  it('refuses a short code of the wrong length before asking the server', async () => {
    await expect(listFromShortCode('K7P2')).rejects.toThrow('A short code is 6 letters and digits');
    await expect(listFromShortCode('K7P2Q0')).rejects.toThrow(
      'A short code is 6 letters and digits',
    );
  });

  it('says what went wrong in the collector’s words', () => {
    expect(incomingProblem(en, new TradeListError('This is not a Swapsies trade code'))).toBe(
      'This is not a Swapsies trade code',
    );
    const unknown = new ApiError(
      404,
      JSON.stringify({ message: 'This code is unknown or has expired', code: 'NOT_FOUND' }),
      errorBodySchema,
    );
    expect(incomingProblem(en, unknown)).toBe('This code is unknown or has expired');
  });
});
