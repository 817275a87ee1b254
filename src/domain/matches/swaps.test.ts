import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  numbersFromBits,
  pickOneForOne,
  positionsFromBits,
  swapProposalMessage,
  swapStateMessage,
} from './swaps';

describe('matching bits', () => {
  it('reads bit i as album position i + 1', () => {
    expect(positionsFromBits('0110')).toEqual([2, 3]);
    expect(positionsFromBits('')).toEqual([]);
    expect(positionsFromBits('0000')).toEqual([]);
    expect(positionsFromBits('1001')).toEqual([1, 4]);
  });

  it('names numbered albums by position and coded albums by their codes', () => {
    expect(numbersFromBits('1001', null)).toEqual(['1', '4']);
    expect(numbersFromBits('0101', ['00', '1', 'MEX1', 'MEX2'])).toEqual(['1', 'MEX2']);
  });

  it('finds every set bit, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 300 }), (flags) => {
        const bits = flags.map((flag) => (flag ? '1' : '0')).join('');
        const expected = flags.flatMap((flag, i) => (flag ? [i + 1] : []));
        expect(positionsFromBits(bits)).toEqual(expected);
      }),
    );
  });
});

describe('one for one', () => {
  it('takes the first min(get, give) of each side when both have stickers', () => {
    expect(pickOneForOne([1, 2, 3], [9])).toEqual({ get: [1], give: [9] });
    expect(pickOneForOne([1], [7, 8])).toEqual({ get: [1], give: [7] });
  });

  it('takes all of a one-way match', () => {
    expect(pickOneForOne([1, 2], [])).toEqual({ get: [1, 2], give: [] });
    expect(pickOneForOne([], [5])).toEqual({ get: [], give: [5] });
  });

  it('always keeps album order and balances a two-way swap', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.array(fc.nat()), (get, give) => {
        const picked = pickOneForOne(get, give);
        expect(get.slice(0, picked.get.length)).toEqual(picked.get);
        expect(give.slice(0, picked.give.length)).toEqual(picked.give);
        if (get.length > 0 && give.length > 0) {
          expect(picked.get.length).toBe(picked.give.length);
          expect(picked.get.length).toBe(Math.min(get.length, give.length));
        } else {
          expect(picked).toEqual({ get, give });
        }
      }),
    );
  });
});

describe('the swap message', () => {
  it('lists both sides ready to send', () => {
    expect(
      swapProposalMessage({
        partnerUsername: 'sam',
        albumTitle: 'World Cup 2026',
        iGive: ['7', 'MEX1'],
        iGet: ['12', '15'],
      }),
    ).toBe(
      [
        'Hi sam! We matched on Swapsies for World Cup 2026.',
        'I can give you (2): 7, MEX1',
        "I'd like (2): 12, 15",
        "I've proposed the swap in the app — accept it there if it suits you.",
      ].join('\n'),
    );
  });

  it('leaves out an empty side and does not double a full stop', () => {
    expect(
      swapProposalMessage({
        partnerUsername: 'alex',
        albumTitle: 'Premier League!',
        iGive: [],
        iGet: ['4'],
      }),
    ).toBe(
      [
        'Hi alex! We matched on Swapsies for Premier League!',
        "I'd like (1): 4",
        "I've proposed the swap in the app — accept it there if it suits you.",
      ].join('\n'),
    );
  });
});

describe('swap states', () => {
  it('explains every state an action may not fit', () => {
    expect(swapStateMessage('proposed')).toBe('This swap has not been accepted yet');
    expect(swapStateMessage('agreed')).toBe('This swap has already been accepted');
    expect(swapStateMessage('declined')).toBe('This swap was declined');
    expect(swapStateMessage('cancelled')).toBe('This swap was cancelled');
    expect(swapStateMessage('done')).toBe('This swap is finished');
  });
});

describe('pickOneForOne with specials weighed (decision 021)', () => {
  const weight = (code: string) => (code.startsWith('S') ? 3 : 1);
  it('gives three normal stickers for one special', () => {
    expect(pickOneForOne(['S1'], ['1', '2', '3', '4'], weight)).toEqual({
      get: ['S1'],
      give: ['1', '2', '3'],
    });
  });
  it('skips a special too heavy for the other side and balances the rest', () => {
    expect(pickOneForOne(['1', 'S1', '2'], ['7', '8'], weight)).toEqual({
      get: ['1', '2'],
      give: ['7', '8'],
    });
  });
  it('picks nothing when no equal value can be reached', () => {
    expect(pickOneForOne(['S1'], ['7', '8'], weight)).toEqual({ get: [], give: [] });
  });
  it('is the plain one-for-one rule when every weight is 1', () => {
    expect(pickOneForOne([1, 2, 3], [9], () => 1)).toEqual({ get: [1], give: [9] });
  });
});
