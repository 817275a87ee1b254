import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeEnding, describeProposal, describeSwapPlan, planSwap } from './swap-plan';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

describe('planSwap', () => {
  it('swaps one for one, the smaller side each way, when both sides have something', () => {
    expect(planSwap({ youGet: numbers(12), youGive: numbers(5) })).toEqual({ get: 5, give: 5 });
  });

  it('takes all of it when only one side has something', () => {
    expect(planSwap({ youGet: numbers(4), youGive: [] })).toEqual({ get: 4, give: 0 });
    expect(planSwap({ youGet: [], youGive: numbers(2) })).toEqual({ get: 0, give: 2 });
  });
});

describe('describeSwapPlan', () => {
  it('says how many each way for a mutual match', () => {
    expect(describeSwapPlan(en, { youGet: numbers(12), youGive: numbers(12) })).toBe(
      '12 each way, one for one',
    );
  });

  it('says which stickers go when one list is longer', () => {
    expect(describeSwapPlan(en, { youGet: numbers(12), youGive: numbers(15) })).toBe(
      '12 each way, one for one: the first 12 of each list',
    );
  });

  it('says which way a one-way match goes', () => {
    expect(describeSwapPlan(en, { youGet: numbers(1), youGive: [] })).toBe(
      'You get 1 sticker: they need none of yours yet',
    );
    expect(describeSwapPlan(en, { youGet: [], youGive: numbers(3) })).toBe(
      'You give 3 stickers: you need none of theirs yet',
    );
  });
});

describe('describeProposal', () => {
  it('says what became pending and what was promised', () => {
    expect(
      describeProposal(en, { partnerUsername: 'alice', iGet: numbers(3), iGive: numbers(3) }),
    ).toBe('3 stickers marked pending with alice; 3 spares promised.');
  });

  it('uses the singular for one', () => {
    expect(describeProposal(en, { partnerUsername: 'bob', iGet: ['7'], iGive: ['9'] })).toBe(
      '1 sticker marked pending with bob; 1 spare promised.',
    );
  });

  it('names the partner for a give-only swap', () => {
    expect(describeProposal(en, { partnerUsername: 'bob', iGet: [], iGive: numbers(2) })).toBe(
      '2 spares promised to bob.',
    );
  });
});

describe('describeEnding', () => {
  it('says what goes back when my side has changed', () => {
    const swap = { partnerUsername: 'bob', iGet: numbers(3), iGive: numbers(1) };
    expect(describeEnding(en, { ...swap, role: 'proposer', status: 'proposed' })).toBe(
      '3 stickers you’d get go back to needed, and 1 spare you’d give is free again.',
    );
    expect(describeEnding(en, { ...swap, role: 'partner', status: 'agreed' })).toBe(
      '3 stickers you’d get go back to needed, and 1 spare you’d give is free again.',
    );
  });

  it('says nothing of mine changes when I decline a proposal', () => {
    expect(
      describeEnding(en, {
        partnerUsername: 'alice',
        role: 'partner',
        status: 'proposed',
        iGet: numbers(3),
        iGive: numbers(3),
      }),
    ).toBe('Nothing in your album changes. alice will see the swap as declined.');
  });
});
