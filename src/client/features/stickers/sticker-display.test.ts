import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  copiesInWords,
  describeSticker,
  displayStateOf,
  hasCopiesToSpare,
  keepSparesHint,
  quantityLabel,
  stateWithPartner,
} from './sticker-display';
import { makeSticker } from './test-stickers';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('displayStateOf', () => {
  it.each([
    [makeSticker(1), 'needed'],
    [makeSticker(1, { owned: true }), 'owned'],
    [makeSticker(1, { owned: true, forTrade: true }), 'forTrade'],
    [makeSticker(1, { owned: true, forTrade: true, isPending: true }), 'pending'],
    [makeSticker(1, { owned: true, isCompleted: true }), 'completed'],
    // decision 028: spare copies are for trade unmarked, until kept back
    [makeSticker(1, { owned: true, quantity: 3 }), 'forTrade'],
    [makeSticker(1, { owned: true, quantity: 3, keepSpares: true }), 'owned'],
  ] as const)('shows the most specific state', (sticker, state) => {
    expect(displayStateOf(sticker)).toBe(state);
  });
});

describe('quantityLabel', () => {
  it('shows a count only above one copy of an owned sticker', () => {
    expect(quantityLabel({ owned: true, quantity: 2 })).toBe('x2');
    expect(quantityLabel({ owned: true, quantity: 1 })).toBeNull();
    expect(quantityLabel({ owned: false, quantity: 3 })).toBeNull();
  });
});

describe('copiesInWords', () => {
  it('says the copies, the spares and the promised ones in words', () => {
    expect(
      copiesInWords(makeSticker(1, { owned: true, forTrade: true, quantity: 3, promised: 1 })),
    ).toBe('3 copies · 2 spare · 1 promised · 1 to swap');
    expect(copiesInWords(makeSticker(1, { owned: true, quantity: 2 }))).toBe(
      '2 copies · 1 spare · 1 to swap',
    );
    expect(copiesInWords(makeSticker(1, { owned: true, forTrade: true }))).toBe(
      '1 copy · 1 spare · 1 to swap',
    );
    expect(copiesInWords(makeSticker(1, { owned: true, quantity: 3, keepSpares: true }))).toBe(
      '3 copies · 2 spare · kept',
    );
  });
});

describe('"Keep my spares" (decision 028)', () => {
  it('is offered in place of "For trade" once a sticker has copies beyond the album’s own', () => {
    expect(hasCopiesToSpare({ owned: true, quantity: 2 })).toBe(true);
    expect(hasCopiesToSpare({ owned: true, quantity: 1 })).toBe(false);
    expect(hasCopiesToSpare({ owned: false, quantity: 3 })).toBe(false);
  });

  it('says what it does now, matching what is offered', () => {
    expect(keepSparesHint(i18n, makeSticker(1, { owned: true, quantity: 3 }))).toBe(
      'Off: 2 spare copies are offered to swap.',
    );
    expect(keepSparesHint(i18n, makeSticker(1, { owned: true, quantity: 2 }))).toBe(
      'Off: 1 spare copy is offered to swap.',
    );
    expect(
      keepSparesHint(i18n, makeSticker(1, { owned: true, quantity: 3, keepSpares: true })),
    ).toBe('On: your spares stay with you; none is offered.');
    expect(keepSparesHint(i18n, makeSticker(1, { owned: true, quantity: 2, promised: 1 }))).toBe(
      'Off: every spare copy is promised in a swap.',
    );
  });

  it('says nothing for a needed sticker or a single copy kept for the album', () => {
    expect(copiesInWords(makeSticker(1))).toBeNull();
    expect(copiesInWords(makeSticker(1, { owned: true }))).toBeNull();
  });
});

describe('stateWithPartner', () => {
  it('keeps the partner’s capitals in lower case', () => {
    const sticker = makeSticker(2, { owned: true, isCompleted: true, pendingWith: 'Sam' });
    expect(stateWithPartner(i18n, sticker)).toBe('Completed with Sam');
    expect(stateWithPartner(i18n, sticker, true)).toBe('completed with Sam');
  });
});

describe('describeSticker', () => {
  it('says the number, the state word, the copies in words and the partner', () => {
    expect(
      describeSticker(i18n, makeSticker(7, { owned: true, forTrade: true, quantity: 3 })),
    ).toBe('Sticker 7, for trade, 3 copies · 2 spare · 2 to swap');
    expect(describeSticker(i18n, makeSticker(8, { owned: true }))).toBe('Sticker 8, owned');
    expect(
      describeSticker(i18n, makeSticker(12, { owned: true, isPending: true, pendingWith: 'Sam' })),
    ).toBe('Sticker 12, pending with Sam');
  });
});

describe('describeSticker with specials and retired codes', () => {
  it('names the special kind after the number', () => {
    expect(describeSticker(i18n, makeSticker(1, { number: 'FWC1' }), 'foil')).toBe(
      'Sticker FWC1, Foil, needed',
    );
  });

  it('says a sticker kept from an older checklist is no longer in the album', () => {
    expect(
      describeSticker(
        i18n,
        makeSticker(1, { number: 'MEX21', owned: true, quantity: 2, retired: true }),
      ),
    ).toBe('Sticker MEX21, no longer in the album, for trade, 2 copies · 1 spare · 1 to swap');
  });
});
