import fc from 'fast-check';
import { notAllowedCharacterMessage } from '../text';
import { describe, expect, it } from 'vitest';
import {
  countTemplateCharacters,
  DEFAULT_FACEBOOK_TEMPLATE,
  facebookTemplateSchema,
  renderTradeMessage,
  TRADE_MESSAGE_TOKENS,
} from './message';
import type { TradeLists } from './trade-lists';

const lists: TradeLists = {
  needed: ['2', '10', 'MEX1'],
  forTrade: [
    { number: '7', quantity: 1 },
    { number: '12', quantity: 2 },
  ],
};
const render = (template: string, collection = 'World Cup 2026') =>
  renderTradeMessage(template, { collection, lists });

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('renderTradeMessage', () => {
  it('renders the default message', () => {
    expect(render(DEFAULT_FACEBOOK_TEMPLATE)).toBe(
      [
        'Looking to swap stickers for World Cup 2026!',
        '',
        'Need (3): 2, 10, MEX1',
        '',
        'For trade (2): 7, 12 (x2)',
        '',
        '#stickerswap #gotgotneed',
        'Message me if you need a swap!',
      ].join('\n'),
    );
  });

  it('leaves unknown and malformed tokens as typed', () => {
    expect(render('{{Needed}} {{ needed }} {{price}} {needed} {{needed}')).toBe(
      '{{Needed}} {{ needed }} {{price}} {needed} {{needed}',
    );
  });

  it('replaces a token inside extra braces and keeps the braces', () => {
    expect(render('{{{needed}}}')).toBe('{3}');
  });

  it('inserts the title as plain text, never re-reading it for tokens', () => {
    expect(render('{{collection}}', '<b>{{needed}}</b> & co')).toBe('<b>{{needed}}</b> & co');
  });

  it('writes "none" for an empty list', () => {
    const empty = renderTradeMessage('{{needed}}: {{needed_list}} / {{for_trade_list}}', {
      collection: 'WC',
      lists: { needed: [], forTrade: [] },
    });
    expect(empty).toBe('0: none / none');
  });

  it('never alters text outside known tokens', () => {
    const textArb = fc
      .array(fc.constantFrom('{', '}', '{{', '}}', 'needed', 'x', ' ', '\n', '<b>', '&amp;', '🙂'))
      .map((parts) => parts.join(''));
    const hasKnownToken = (text: string) =>
      TRADE_MESSAGE_TOKENS.some((token) => text.includes(token));
    fc.assert(
      fc.property(
        fc.oneof(textArb, fc.string()).filter((text) => !hasKnownToken(text)),
        (text) => {
          expect(render(text)).toBe(text);
        },
      ),
    );
  });

  it('replaces each known token and keeps the text around it', () => {
    const plainArb = fc.string().map((text) => text.replace(/[{}]/g, ''));
    const values: Record<string, string> = {
      '{{collection}}': 'World Cup 2026',
      '{{needed}}': '3',
      '{{for_trade}}': '2',
      '{{needed_list}}': '2, 10, MEX1',
      '{{for_trade_list}}': '7, 12 (x2)',
      // no runs of three in these lists, so the ranges read as the lists do
      '{{needed_ranges}}': '2, 10, MEX1',
      '{{for_trade_ranges}}': '7, 12 (x2)',
    };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(plainArb, fc.constantFrom(...TRADE_MESSAGE_TOKENS))),
        plainArb,
        (pieces, tail) => {
          const template = pieces.map(([text, token]) => text + token).join('') + tail;
          const expected = pieces.map(([text, token]) => text + values[token]).join('') + tail;
          expect(render(template)).toBe(expected);
        },
      ),
    );
  });
});

describe('facebookTemplateSchema', () => {
  it('accepts 2000 characters counted as code points', () => {
    const emoji = '🙂'.repeat(2000);
    expect(countTemplateCharacters(emoji)).toBe(2000);
    expect(facebookTemplateSchema.safeParse({ template: emoji }).success).toBe(true);
  });

  it('rejects 2001 characters', () => {
    expect(firstMessage(facebookTemplateSchema.safeParse({ template: 'a'.repeat(2001) }))).toBe(
      'Template must be at most 2,000 characters',
    );
  });

  it('rejects a blank template and a NUL character', () => {
    expect(firstMessage(facebookTemplateSchema.safeParse({ template: ' \n ' }))).toBe(
      'Please enter a message template',
    );
    expect(firstMessage(facebookTemplateSchema.safeParse({ template: 'a\u0000' }))).toBe(
      notAllowedCharacterMessage('Template'),
    );
  });

  it('keeps the template exactly as typed', () => {
    const template = '  Hi {{collection}}\n';
    expect(facebookTemplateSchema.parse({ template })).toEqual({ template });
  });

  it('accepts the default template', () => {
    expect(facebookTemplateSchema.safeParse({ template: DEFAULT_FACEBOOK_TEMPLATE }).success).toBe(
      true,
    );
  });
});

describe('renderTradeMessage with specials (decision 021)', () => {
  const withSpecials: TradeLists = {
    needed: ['00', 'FWC1', 'FWC2', 'FWC3', 'FWC4'],
    forTrade: [
      { number: 'MEX1', quantity: 2 },
      { number: 'MEX2', quantity: 1 },
    ],
    specials: { '00': 'foil', FWC2: 'foil', MEX1: 'badge' },
  };

  it('marks each special with its kind in the lists', () => {
    expect(
      renderTradeMessage('Need: {{needed_list}} / Have: {{for_trade_list}}', {
        collection: 'WC',
        lists: withSpecials,
      }),
    ).toBe('Need: 00 (foil), FWC1, FWC2 (foil), FWC3, FWC4 / Have: MEX1 (badge, x2), MEX2');
  });

  it('never writes a special inside a range', () => {
    expect(
      renderTradeMessage('{{needed_ranges}} | {{for_trade_ranges}}', {
        collection: 'WC',
        lists: { ...withSpecials, specials: { FWC2: 'shiny' } },
      }),
    ).toBe('00, FWC1, FWC2 (shiny), FWC3, FWC4 | MEX1 (x2), MEX2');
    expect(
      renderTradeMessage(
        '{{needed_list}}',
        { collection: 'WC', lists: { ...withSpecials, specials: {} } },
        { useRanges: true },
      ),
    ).toBe('00, FWC1-FWC4');
  });

  it('counts specials like any sticker', () => {
    expect(
      renderTradeMessage('{{needed}} / {{for_trade}}', { collection: 'WC', lists: withSpecials }),
    ).toBe('5 / 2');
  });
});
