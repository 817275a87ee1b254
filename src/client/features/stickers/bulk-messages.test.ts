import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { bulkFailureToast, bulkResultToast, type BulkAction } from './bulk-messages';
import { errorBodySchema } from '../../../domain/errors';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const result = (success: number[], errors: { id: number; message: string }[] = []) => ({
  results: { success, errors },
});
// A refusal as the server answers one: its error body (src/domain/errors.ts).
const ARCHIVED = 'This collection is archived, so its stickers cannot be changed';
const failure = (status: number, message: string, code = 'CONFLICT') =>
  new ApiError(status, JSON.stringify({ message, code }), errorBodySchema);

describe('bulkResultToast', () => {
  it('confirms a full success', () => {
    expect(bulkResultToast(i18n, 'owned', result([1, 2]))).toEqual({
      title: '2 stickers marked as owned',
      variant: 'success',
    });
    expect(bulkResultToast(i18n, 'complete', result([1]))).toMatchObject({
      title: '1 trade completed',
    });
  });

  it('counts a partial pending failure in the spec’s words', () => {
    expect(
      bulkResultToast(i18n, 'pending', result([1, 2, 3], [{ id: 4, message: ARCHIVED }])),
    ).toEqual({
      title: '3 stickers marked pending, 1 failed',
      description: ARCHIVED,
      variant: 'destructive',
    });
  });

  it('says all updates failed when nothing succeeded', () => {
    expect(
      bulkResultToast(i18n, 'forTrade', result([], [{ id: 4, message: 'Sticker not found' }])),
    ).toEqual({
      title: 'All updates failed',
      description: 'Sticker not found',
      variant: 'destructive',
    });
  });
});

describe('bulkFailureToast', () => {
  it('tells the collector why a change to their stickers was refused', () => {
    expect(bulkFailureToast(i18n, 'owned', failure(409, ARCHIVED))).toEqual({
      title: 'Failed to update stickers',
      description: ARCHIVED,
      variant: 'destructive',
    });
  });

  it.each([
    [400, 'Invalid sticker selection'],
    [500, 'Server error occurred'],
    [409, 'Failed to mark stickers as pending'],
  ])('maps a pending failure with status %i to "%s"', (status, title) => {
    expect(bulkFailureToast(i18n, 'pending', failure(status, 'Nope'))).toMatchObject({ title });
  });

  it('maps a network failure while marking pending to the general message', () => {
    expect(bulkFailureToast(i18n, 'pending', new TypeError('Failed to fetch')).title).toBe(
      'Failed to mark stickers as pending',
    );
  });

  it.each<[BulkAction, string]>([
    ['owned', 'Failed to update stickers'],
    ['forTrade', 'Failed to mark stickers for trade'],
    ['complete', 'Failed to update stickers'],
    ['undo', 'Failed to update stickers'],
  ])('names the failed %s action and passes the server’s reason', (action, title) => {
    expect(bulkFailureToast(i18n, action, failure(409, ARCHIVED))).toMatchObject({
      title,
      description: ARCHIVED,
    });
  });

  it('asks to try a failed delete again', () => {
    expect(bulkFailureToast(i18n, 'delete', failure(500, 'Boom'))).toMatchObject({
      title: 'Failed to delete stickers',
      description: 'Please try again',
    });
  });
});
