import { describe, expect, it } from 'vitest';
import { notAllowedCharacterMessage } from '../text';
import {
  QUANTITY_AND_DELTA_MESSAGE,
  bulkDeleteSchema,
  bulkUpdateSchema,
  pendingPartnerSchema,
  stickerPatchSchema,
  stickerSchema,
} from './sticker';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('stickerPatchSchema', () => {
  it('accepts any of the state fields', () => {
    const patch = {
      owned: true,
      forTrade: false,
      isPending: true,
      pendingWith: 'Sam',
      isCompleted: false,
      quantity: 2,
    };
    expect(stickerPatchSchema.parse(patch)).toEqual(patch);
  });

  it('rejects unknown fields by name', () => {
    const result = stickerPatchSchema.safeParse({ owned: true, userId: 2 });
    expect(firstMessage(result)).toBe('Unknown sticker field: userId');
  });

  it('does not let a client set promised copies: only swaps change them', () => {
    const result = stickerPatchSchema.safeParse({ promised: 0 });
    expect(firstMessage(result)).toBe('Unknown sticker field: promised');
  });

  it('rejects an empty patch', () => {
    expect(firstMessage(stickerPatchSchema.safeParse({}))).toBe('Nothing to update');
  });

  it('rejects a flag that is not a boolean', () => {
    expect(firstMessage(stickerPatchSchema.safeParse({ owned: 'yes' }))).toBe(
      'owned must be true or false',
    );
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [1000, 'Quantity cannot exceed 999'],
    [1.5, 'Quantity must be a whole number'],
    ['2', 'Quantity must be a number'],
  ])('rejects quantity %j with %j', (quantity, message) => {
    expect(firstMessage(stickerPatchSchema.safeParse({ quantity }))).toBe(message);
  });

  it('accepts quantities 1 to 999', () => {
    expect(stickerPatchSchema.parse({ quantity: 1 })).toEqual({ quantity: 1 });
    expect(stickerPatchSchema.parse({ quantity: 999 })).toEqual({ quantity: 999 });
  });

  it('accepts a quantityDelta from -998 to 998, other than 0', () => {
    for (const quantityDelta of [1, -1, 998, -998]) {
      expect(stickerPatchSchema.parse({ quantityDelta })).toEqual({ quantityDelta });
    }
  });

  it.each([
    [0, 'quantityDelta must not be 0'],
    [999, 'quantityDelta cannot exceed 998'],
    [-999, 'quantityDelta must be at least -998'],
    [0.5, 'quantityDelta must be a whole number'],
    ['+1', 'quantityDelta must be a number'],
    [null, 'quantityDelta must be a number'],
  ])('rejects quantityDelta %j with %j', (quantityDelta, message) => {
    expect(firstMessage(stickerPatchSchema.safeParse({ quantityDelta }))).toBe(message);
  });

  it('rejects quantity and quantityDelta in one patch, in a bulk too', () => {
    const both = { quantity: 2, quantityDelta: 1 };
    expect(firstMessage(stickerPatchSchema.safeParse(both))).toBe(QUANTITY_AND_DELTA_MESSAGE);
    expect(firstMessage(bulkUpdateSchema.safeParse({ updates: [{ id: 1, data: both }] }))).toBe(
      QUANTITY_AND_DELTA_MESSAGE,
    );
  });

  it('trims the partner and lets null clear it', () => {
    expect(stickerPatchSchema.parse({ pendingWith: '  Sam ' })).toEqual({ pendingWith: 'Sam' });
    expect(stickerPatchSchema.parse({ pendingWith: null })).toEqual({ pendingWith: null });
  });
});

describe('pendingPartnerSchema', () => {
  it('asks for a trader name when blank after trimming', () => {
    expect(firstMessage(pendingPartnerSchema.safeParse('   '))).toBe('Please enter a trader name');
  });

  it('keeps the name trimmed', () => {
    expect(pendingPartnerSchema.parse('  Ana María ')).toBe('Ana María');
  });

  it('allows 60 characters and no more, counted after trimming', () => {
    expect(pendingPartnerSchema.parse(` ${'é'.repeat(60)} `)).toHaveLength(60);
    expect(firstMessage(pendingPartnerSchema.safeParse('a'.repeat(61)))).toBe(
      'Trader name must be at most 60 characters',
    );
  });

  it('rejects a NUL character', () => {
    expect(firstMessage(pendingPartnerSchema.safeParse('Sam\u0000'))).toBe(
      notAllowedCharacterMessage('Trader name'),
    );
  });
});

describe('bulk schemas', () => {
  it('says no stickers are selected for an empty update or delete', () => {
    expect(firstMessage(bulkUpdateSchema.safeParse({ updates: [] }))).toBe('No stickers selected');
    expect(firstMessage(bulkDeleteSchema.safeParse({ ids: [] }))).toBe('No stickers selected');
    expect(firstMessage(bulkDeleteSchema.safeParse({}))).toBe('No stickers selected');
  });

  it('accepts up to 10,000 stickers and no more', () => {
    const ids = Array.from({ length: 10_000 }, (_, index) => index + 1);
    expect(bulkDeleteSchema.safeParse({ ids }).success).toBe(true);
    expect(firstMessage(bulkDeleteSchema.safeParse({ ids: [...ids, 10_001] }))).toBe(
      'You can change at most 10,000 stickers at once',
    );
  });

  it('rejects ids that are not positive whole numbers', () => {
    expect(bulkDeleteSchema.safeParse({ ids: [0] }).success).toBe(false);
    expect(bulkDeleteSchema.safeParse({ ids: ['7'] }).success).toBe(false);
  });

  it('takes "Keep my spares" as true or false only (decision 028)', () => {
    expect(stickerPatchSchema.parse({ keepSpares: true })).toEqual({ keepSpares: true });
    expect(firstMessage(stickerPatchSchema.safeParse({ keepSpares: 'yes' }))).toBe(
      'keepSpares must be true or false',
    );
    const body = { updates: [{ id: 7, data: { keepSpares: false } }] };
    expect(bulkUpdateSchema.parse(body)).toEqual(body);
  });

  it('validates each update with the sticker patch rules', () => {
    const body = { updates: [{ id: 7, data: { owned: true } }] };
    expect(bulkUpdateSchema.parse(body)).toEqual(body);
    const unknown = { updates: [{ id: 7, data: { colour: 'red' } }] };
    expect(firstMessage(bulkUpdateSchema.safeParse(unknown))).toBe('Unknown sticker field: colour');
  });
});

describe('stickerSchema', () => {
  it('reads a sticker as the API sends it', () => {
    const sticker = {
      id: 1,
      number: 'MEX2',
      collectionId: 3,
      owned: true,
      forTrade: true,
      isPending: false,
      pendingWith: null,
      isCompleted: false,
      quantity: 2,
      keepSpares: false,
      isNeeded: false,
      promised: 1,
    };
    expect(stickerSchema.parse(sticker)).toEqual(sticker);
  });
});
