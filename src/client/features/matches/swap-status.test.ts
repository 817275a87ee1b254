import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SWAP_ENDED_BY_DELETION } from '../../../domain/matches/lifecycle';
import type { Swap } from '../../../domain/matches/schemas';
import { i18nFor } from '../../lib/i18n';
import {
  availableSwapActions,
  describeActionResult,
  describeSwapStatus,
  sortSwaps,
} from './swap-status';

// English, the messages' own text (decision 038).
const en = setupI18n({ locale: 'en', messages: { en: {} } });

function swap(overrides: Partial<Swap> = {}): Swap {
  return {
    id: 1,
    role: 'proposer',
    partnerUsername: 'alice',
    status: 'proposed',
    iGive: ['4'],
    iGet: ['1'],
    myDone: false,
    theirDone: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    endedReason: null,
    myRating: null,
    ...overrides,
  };
}

describe('availableSwapActions', () => {
  it('lets the partner accept or decline a proposal, and the proposer withdraw it', () => {
    expect(availableSwapActions(swap({ role: 'partner' }))).toEqual(['accept', 'decline']);
    expect(availableSwapActions(swap({ role: 'proposer' }))).toEqual(['cancel']);
  });

  it('offers done and cancel on an agreed swap nobody has finished, to either side', () => {
    for (const role of ['proposer', 'partner'] as const) {
      expect(availableSwapActions(swap({ role, status: 'agreed' }))).toEqual(['done', 'cancel']);
    }
  });

  it('stops offering cancel once either side has swapped', () => {
    expect(availableSwapActions(swap({ status: 'agreed', theirDone: true }))).toEqual(['done']);
    expect(availableSwapActions(swap({ status: 'agreed', myDone: true }))).toEqual([]);
  });

  it('offers nothing on a finished swap', () => {
    for (const status of ['done', 'declined', 'cancelled'] as const) {
      expect(availableSwapActions(swap({ status, role: 'partner' }))).toEqual([]);
    }
  });
});

describe('describeSwapStatus', () => {
  it('says who is waiting for whom on a proposal', () => {
    expect(describeSwapStatus(en, swap()).detail).toBe('Proposed — waiting for alice to answer');
    expect(describeSwapStatus(en, swap({ role: 'partner' })).detail).toBe(
      'alice proposed this swap — accept or decline',
    );
  });

  it('says what is left on an agreed swap', () => {
    expect(describeSwapStatus(en, swap({ status: 'agreed' })).detail).toBe(
      'Agreed — mark it done when you’ve swapped',
    );
    expect(describeSwapStatus(en, swap({ status: 'agreed', myDone: true })).detail).toBe(
      'You’ve swapped — waiting for alice to mark it done',
    );
    expect(describeSwapStatus(en, swap({ status: 'agreed', theirDone: true })).detail).toBe(
      'alice has marked it done — mark yours when you’ve swapped',
    );
  });

  it('says who declined', () => {
    expect(describeSwapStatus(en, swap({ status: 'declined' })).detail).toBe(
      'alice declined this swap',
    );
    expect(describeSwapStatus(en, swap({ status: 'declined', role: 'partner' })).detail).toBe(
      'You declined this swap',
    );
  });

  it('labels every status with a word', () => {
    expect(describeSwapStatus(en, swap({ status: 'done' }))).toEqual({
      label: 'Done',
      detail: 'Done — swapped with alice',
    });
    expect(describeSwapStatus(en, swap({ status: 'cancelled' })).label).toBe('Cancelled');
  });
});

describe('sortSwaps', () => {
  it('puts open swaps first, newest first within each group', () => {
    const sorted = sortSwaps([
      swap({ id: 1, status: 'done', createdAt: '2026-11-21T12:00:00.000Z' }),
      swap({ id: 2, status: 'proposed', createdAt: '2026-11-20T12:00:00.000Z' }),
      swap({ id: 3, status: 'agreed', createdAt: '2026-11-21T08:00:00.000Z' }),
      swap({ id: 4, status: 'cancelled', createdAt: '2026-11-19T12:00:00.000Z' }),
    ]);
    expect(sorted.map((s) => s.id)).toEqual([3, 2, 1, 4]);
  });
});

describe('describeActionResult', () => {
  it('says the swap is finished only when both sides have marked it done', () => {
    expect(describeActionResult(en, 'done', swap({ status: 'agreed' }))).toBe(
      'Marked as swapped — waiting for alice',
    );
    expect(describeActionResult(en, 'done', swap({ status: 'done' }))).toBe(
      'Swap with alice done!',
    );
  });

  it('names the partner of an accepted swap', () => {
    expect(describeActionResult(en, 'accept', swap({ status: 'agreed' }))).toBe(
      'Swap agreed with alice',
    );
  });

  it('says why a swap ended when the other collector deleted their side', () => {
    expect(
      describeSwapStatus(
        en,
        swap({ status: 'cancelled', endedReason: 'The other collector deleted this collection.' }),
      ).detail,
    ).toBe(
      'Cancelled — The other collector deleted this collection. Your stickers are free again.',
    );
  });

  it('reads the stored reason in the language shown (decision 038)', async () => {
    const spanish = await i18nFor('es', ['domain', 'social']);
    const { detail } = describeSwapStatus(
      spanish,
      swap({ status: 'cancelled', endedReason: SWAP_ENDED_BY_DELETION.collection }),
    );
    expect(detail).toContain(spanish._(SWAP_ENDED_BY_DELETION.collection));
    expect(detail).not.toContain(SWAP_ENDED_BY_DELETION.collection);
  });
});
