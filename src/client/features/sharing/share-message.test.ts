import { describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_TEMPLATE } from '../../../domain/sharing/message';
import { NEW_STICKER_STATE } from '../../../domain/sticker/sticker';
import { buildShareMessage, buildTradeImageContent, chooseMessageTemplate } from './share-message';

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

describe('specials in the share outputs (decision 021)', () => {
  const stickers = [
    sticker('FWC1'),
    sticker('FWC2'),
    sticker('FWC3'),
    sticker('FWC4'),
    sticker('FWC5'),
    sticker('MEX1', { owned: true, forTrade: true, quantity: 3 }),
    sticker('MEX2', { owned: true }),
  ];
  const specials = { FWC2: 'foil', MEX1: 'badge', MEX2: 'foil' } as const;

  it("marks the album's specials in the copied message, never inside a range", () => {
    const result = buildShareMessage({
      template: 'Need: {{needed_list}}\nFor trade: {{for_trade_list}}',
      title: 'World Cup 2026',
      stickers,
      useRanges: true,
      specials,
    });
    expect(result).toEqual({
      ok: true,
      text: 'Need: FWC1, FWC2 (foil), FWC3-FWC5\nFor trade: MEX1 (badge, x2)',
    });
  });

  it("writes the message unmarked while the album's specials are unknown", () => {
    const result = buildShareMessage({
      template: 'Need: {{needed_list}}',
      title: 'World Cup 2026',
      stickers,
      useRanges: true,
    });
    expect(result).toEqual({ ok: true, text: 'Need: FWC1-FWC5' });
  });

  it('gives the picture the listed specials only, and the owned count', () => {
    expect(buildTradeImageContent(stickers, specials)).toEqual({
      lists: {
        needed: ['FWC1', 'FWC2', 'FWC3', 'FWC4', 'FWC5'],
        forTrade: [{ number: 'MEX1', quantity: 2 }],
        specials: { FWC2: 'foil', MEX1: 'badge' },
      },
      owned: 2,
    });
  });

  it('gives no picture when nothing can be shared', () => {
    expect(buildTradeImageContent([sticker('1', { owned: true })], specials)).toBeNull();
  });
});
