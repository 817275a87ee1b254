import { describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../../../domain/sharing/message';
import { NEW_STICKER_STATE } from '../../../domain/sticker/sticker';
import { buildShareMessage, chooseMessageTemplate } from './share-message';

const sticker = (
  number: string,
  overrides: Partial<typeof NEW_STICKER_STATE> & { promised?: number } = {},
) => ({ ...NEW_STICKER_STATE, promised: 0, number, ...overrides });

describe('chooseMessageTemplate', () => {
  it("uses a Pro collector's saved template", () => {
    expect(chooseMessageTemplate(true, 'Swaps for {{collection}}')).toBe(
      'Swaps for {{collection}}',
    );
  });

  it('uses the default message for a free collector, whatever is cached', () => {
    expect(chooseMessageTemplate(false, 'Swaps for {{collection}}')).toBe(
      DEFAULT_FACEBOOK_TEMPLATE,
    );
  });

  it('falls back to the default when the template could not be fetched or is blank', () => {
    expect(chooseMessageTemplate(true, undefined)).toBe(DEFAULT_FACEBOOK_TEMPLATE);
    expect(chooseMessageTemplate(true, '  ')).toBe(DEFAULT_FACEBOOK_TEMPLATE);
  });
});

describe('buildShareMessage', () => {
  it('writes the default message with needed numbers and the copies on offer, in album order', () => {
    const result = buildShareMessage({
      template: DEFAULT_FACEBOOK_TEMPLATE,
      title: 'World Cup 2026',
      stickers: [
        sticker('3'),
        sticker('4', { owned: true, forTrade: true }),
        sticker('7', { owned: true }),
        sticker('10'),
        sticker('12', { owned: true, forTrade: true, quantity: 3 }),
        sticker('13', { owned: true, forTrade: true, quantity: 2 }),
        sticker('14', { owned: true, forTrade: true, quantity: 2, promised: 1 }),
      ],
    });
    expect(result).toEqual({
      ok: true,
      text: [
        'Looking to swap stickers for World Cup 2026!',
        '',
        'Need (2): 3, 10',
        '',
        'For trade (3): 4, 12 (x2), 13',
        '',
        '#stickerswap #gotgotneed',
        'Message me if you need a swap!',
      ].join('\n'),
    });
  });

  it('refuses when every needed or spare sticker is in a pending or completed trade', () => {
    const result = buildShareMessage({
      template: DEFAULT_FACEBOOK_TEMPLATE,
      title: 'World Cup 2026',
      stickers: [
        sticker('1', { owned: true }),
        sticker('2', { owned: true, forTrade: true, isPending: true, pendingWith: 'Sam' }),
        sticker('3', { owned: true, isCompleted: true }),
      ],
    });
    expect(result).toEqual({ ok: false, reason: 'nothing-to-share' });
  });
});
