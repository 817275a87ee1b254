import { describe, expect, it } from 'vitest';
import { compareWithOwner, comparisonMessage, visitorListFromText } from './compare';
import { DEFAULT_FACEBOOK_TEMPLATE, renderTradeMessage } from './message';
import type { TradeLists } from './trade-lists';

const one = (...numbers: string[]) => numbers.map((number) => ({ number, count: 1 }));

const owner: TradeLists = {
  needed: ['2', '4', '7', 'MEX1', 'MEX10'],
  forTrade: [
    { number: '12', quantity: 1 },
    { number: '15', quantity: 3 },
    { number: 'RSA2', quantity: 2 },
  ],
};

describe('visitorListFromText', () => {
  it('reads needs and spares from their boxes in the quick-entry syntax', () => {
    expect(visitorListFromText('12-15, rsa 2', '4, 7x2, foo')).toEqual({
      list: {
        needed: one('12', '13', '14', '15', 'rsa2'),
        spares: [...one('4'), { number: '7', count: 2 }],
      },
      unread: [{ text: 'foo', reason: 'Not a sticker number' }],
    });
  });

  it.each([
    ['the needs box', (message: string) => visitorListFromText(message, '')],
    ['the spares box', (message: string) => visitorListFromText('', message)],
  ])('reads a posted message pasted in %s by its labels', (_, read) => {
    const message = renderTradeMessage(DEFAULT_FACEBOOK_TEMPLATE, {
      collection: 'My album',
      lists: { needed: ['12', '20'], forTrade: [{ number: '4', quantity: 2 }] },
    });
    expect(read(message)).toEqual({
      list: { needed: one('12', '20'), spares: [{ number: '4', count: 2 }] },
      unread: [],
    });
  });

  it('joins a plain box with a message in the other, merging repeats', () => {
    const { list } = visitorListFromText('20, 21', 'Need: 21, 22\nSpares: 4\n');
    expect(list).toEqual({
      needed: [...one('20'), { number: '21', count: 2 }, ...one('22')],
      spares: one('4'),
    });
  });

  it('reads nothing from two empty boxes', () => {
    expect(visitorListFromText('', '  ')).toEqual({ list: { needed: [], spares: [] }, unread: [] });
  });
});

describe('compareWithOwner', () => {
  it("matches the visitor's spares to the owner's needs and the other way round", () => {
    const { list } = visitorListFromText('15, 12, 99', '7, 4, 3');
    expect(compareWithOwner(owner, list)).toEqual({
      youCanGive: ['4', '7'],
      youCanGet: [
        { number: '12', quantity: 1 },
        { number: '15', quantity: 3 },
      ],
    });
  });

  it("matches ignoring case and spaces and answers in the owner's spelling and order", () => {
    const { list } = visitorListFromText('rsa 2', 'mex 10, mex1');
    expect(compareWithOwner(owner, list)).toEqual({
      youCanGive: ['MEX1', 'MEX10'],
      youCanGet: [{ number: 'RSA2', quantity: 2 }],
    });
  });

  it('finds nothing when the lists do not meet', () => {
    const { list } = visitorListFromText('2, 4', '12, 15');
    expect(compareWithOwner(owner, list)).toEqual({ youCanGive: [], youCanGet: [] });
  });
});

describe('comparisonMessage', () => {
  it('lists both sides, asking for one copy of each', () => {
    expect(
      comparisonMessage('World Cup 2026', {
        youCanGive: ['4', '7'],
        youCanGet: [
          { number: '12', quantity: 1 },
          { number: '15', quantity: 3 },
          { number: '20', quantity: 2 },
        ],
      }),
    ).toBe(
      [
        'Hi! I saw your Swapsies list for World Cup 2026.',
        'I can give you (2): 4, 7',
        "I'd like (3): 12, 15, 20",
        'Fancy a swap?',
      ].join('\n'),
    );
  });

  it('leaves out a side with nothing in it', () => {
    expect(
      comparisonMessage('WC', { youCanGive: [], youCanGet: [{ number: '9', quantity: 1 }] }),
    ).toBe("Hi! I saw your Swapsies list for WC.\nI'd like (1): 9\nFancy a swap?");
    expect(comparisonMessage('WC', { youCanGive: ['3'], youCanGet: [] })).toBe(
      'Hi! I saw your Swapsies list for WC.\nI can give you (1): 3\nFancy a swap?',
    );
  });

  it('still greets the owner when there is nothing to swap', () => {
    expect(comparisonMessage('WC', { youCanGive: [], youCanGet: [] })).toBe(
      'Hi! I saw your Swapsies list for WC.\nFancy a swap?',
    );
  });

  it('does not double the punctuation of a title, and copes with a blank one', () => {
    const nothing = { youCanGive: [], youCanGet: [] };
    expect(comparisonMessage(' Euro 2024! ', nothing)).toMatch(
      /^Hi! I saw your Swapsies list for Euro 2024!\n/,
    );
    expect(comparisonMessage('  ', nothing)).toMatch(/^Hi! I saw your Swapsies list\.\n/);
  });
});
