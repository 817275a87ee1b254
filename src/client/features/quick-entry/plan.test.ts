import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStickerText } from '../../../domain/sticker/quick-entry';
import { NEW_STICKER_STATE, type Sticker } from '../../../domain/sticker/sticker';
import { applyStickerPatch } from '../../../domain/sticker/transitions';
import { promisedCopiesWords } from '../../../domain/sticker/spares';
import { i18nFor } from '../../lib/i18n';
import { applyBlocker, groupTitle, planQuickEntry, type QuickChoice } from './plan';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** A needed sticker numbered `number`, with id = its place in `numbers` + 1. */
function album(numbers: string[], changes: Record<string, Partial<Sticker>> = {}): Sticker[] {
  return numbers.map((number, index) => {
    const sticker = {
      ...NEW_STICKER_STATE,
      id: index + 1,
      number,
      collectionId: 1,
      promised: 0,
      ...changes[number],
    };
    return { ...sticker, isNeeded: !sticker.owned };
  });
}

const numbered = (total: number) => Array.from({ length: total }, (_, index) => String(index + 1));
const plan = (text: string, stickers: Sticker[], choice: QuickChoice) =>
  planQuickEntry(parseStickerText(text), stickers, choice, i18n);

describe('planQuickEntry', () => {
  it('marks listed stickers owned, with the copies typed', () => {
    const result = plan('1-3, 5x2', album(numbered(10)), 'owned');
    expect(result.updates).toEqual([
      { id: 1, data: { owned: true } },
      { id: 2, data: { owned: true } },
      { id: 3, data: { owned: true } },
      { id: 5, data: { owned: true, quantity: 2 } },
    ]);
    expect(result.groups.map((group) => group.changes.map((change) => change.label))).toEqual([
      ['1', '2', '3', '5 (2 copies, 1 to swap)'],
    ]);
    expect(groupTitle(result.groups[0]!, i18n)).toBe('Mark 4 as owned');
  });

  it('says owned copies beyond the album’s own are offered (decision 028)', () => {
    const stickers = album(['00', 'FWC1', 'FWC2'], {
      FWC2: { owned: true, quantity: 2, keepSpares: true },
    });
    const result = plan('00x3, FWC2x3', stickers, 'owned');
    expect(result.groups[0]?.changes.map((change) => change.label)).toEqual([
      '00 (3 copies, 2 to swap)',
      'FWC2: 2 → 3 copies',
    ]);
  });

  it('sets spares as copies beyond the album’s: 22x2 is 3 in all, a plain 15 is 2', () => {
    const result = plan('15, 22x2', album(numbered(30)), 'spares');
    expect(result.updates).toEqual([
      { id: 15, data: { owned: true, forTrade: true, quantity: 2 } },
      { id: 22, data: { owned: true, forTrade: true, quantity: 3 } },
    ]);
    expect(result.groups[0]?.changes.map((change) => change.label)).toEqual(['15', '22 (2 spare)']);
    expect(groupTitle(result.groups[0]!, i18n)).toBe('Set 2 as spares');
  });

  it('never lowers the copies a collector has with Spares, and spells out every count change', () => {
    const stickers = album(numbered(10), {
      '5': { owned: true, forTrade: true, quantity: 3 },
      '6': { owned: true, quantity: 1 },
      '7': { owned: true, forTrade: true, quantity: 2 },
    });
    const result = plan('5, 6, 7x3', stickers, 'spares');
    // 5 keeps its 3 copies (already for trade: no change), 6 gains its spare, 7 goes to 4
    expect(result.updates).toEqual([
      { id: 6, data: { owned: true, forTrade: true, quantity: 2 } },
      { id: 7, data: { owned: true, forTrade: true, quantity: 4 } },
    ]);
    expect(result.unchanged).toEqual(['5']);
    expect(result.groups[0]?.changes.map((change) => change.label)).toEqual([
      '6: 1 → 2 copies',
      '7: 2 → 4 copies',
    ]);
  });

  it('shows an Owned count that lowers the copies, because the text says so', () => {
    const stickers = album(numbered(10), { '5': { owned: true, forTrade: true, quantity: 3 } });
    const result = plan('5x2', stickers, 'owned');
    expect(result.updates).toEqual([{ id: 5, data: { owned: true, quantity: 2 } }]);
    expect(result.groups[0]?.changes.map((change) => change.label)).toEqual(['5: 3 → 2 copies']);
  });

  it('marks needed stickers not owned', () => {
    const result = plan('4', album(numbered(5), { '4': { owned: true, quantity: 2 } }), 'needed');
    expect(result.updates).toEqual([{ id: 4, data: { owned: false } }]);
  });

  it('lists stickers already in that state as no change, and sends nothing for them', () => {
    const stickers = album(numbered(5), {
      '1': { owned: true },
      '2': { owned: true, forTrade: true, quantity: 3 },
    });
    const result = plan('1, 2, 3', stickers, 'owned');
    expect(result.unchanged).toEqual(['1', '2']);
    expect(result.updates).toEqual([{ id: 3, data: { owned: true } }]);
  });

  it('keeps the copies a collector has when Owned lists no count', () => {
    const stickers = album(numbered(3), { '2': { owned: true, quantity: 4 } });
    expect(plan('2', stickers, 'owned').unchanged).toEqual(['2']);
  });

  it('reports every token it could not read, and numbers not in the album', () => {
    const result = plan('1-3, 5x2, MEX9, foo', album(numbered(10)), 'spares');
    expect(result.unread).toEqual([
      { text: 'foo', reason: 'Not a sticker number' },
      { text: 'MEX9', reason: 'Not in this album' },
    ]);
    expect(result.updates.map((update) => update.id)).toEqual([1, 2, 3, 5]);
  });

  it('lists the changes in album order, whatever order they were typed in', () => {
    const result = plan('MEX4, 00, 2, MEX3', album(['00', '1', '2', 'MEX3', 'MEX4']), 'owned');
    expect(result.groups[0]?.changes.map((change) => change.number)).toEqual([
      '00',
      '2',
      'MEX3',
      'MEX4',
    ]);
  });

  it('matches the album’s own spelling of codes, ignoring case and spaces', () => {
    const result = plan('mex 3-4', album(['00', 'MEX3', 'MEX4']), 'owned');
    expect(result.groups[0]?.changes.map((change) => change.number)).toEqual(['MEX3', 'MEX4']);
  });

  it('never un-owns a sticker in a trade, so the partner’s name is not lost', () => {
    const stickers = album(numbered(3), {
      '2': { owned: true, isPending: true, pendingWith: 'Sam' },
      '3': { owned: true, isCompleted: true, pendingWith: 'Ali' },
    });
    const result = plan('1-3', stickers, 'needed');
    expect(result.updates).toEqual([]);
    expect(result.unchanged).toEqual(['1']);
    expect(result.leftAlone).toEqual([
      { number: '2', reason: 'In a pending trade with Sam: undo it on the sticker first' },
      { number: '3', reason: 'In a completed trade with Ali: undo it on the sticker first' },
    ]);
  });

  it('leaves alone a change that would drop copies promised in a swap', () => {
    const stickers = album(numbered(3), {
      '1': { owned: true, forTrade: true, quantity: 3, promised: 2 },
    });
    // (Spares never lowers a count, so it is Owned with fewer copies that would drop them.)
    expect(plan('1x2', stickers, 'owned').leftAlone).toEqual([
      { number: '1', reason: '2 copies of sticker 1 are promised in a swap' },
    ]);
    expect(plan('1', stickers, 'spares').updates).toEqual([]);
    expect(plan('1', stickers, 'needed').updates).toEqual([]);
  });

  it('says why in the language shown (decision 038)', async () => {
    const stickers = album(numbered(3), {
      '1': { owned: true, forTrade: true, quantity: 3, promised: 2 },
    });
    const german = await i18nFor('de', ['domain', 'board']);
    const [left] = planQuickEntry(parseStickerText('1x2'), stickers, 'owned', german).leftAlone;
    const { id, values } = promisedCopiesWords('1', 2);
    expect(left).toEqual({ number: '1', reason: german._(id, values) });
    expect(left!.reason).not.toBe('2 copies of sticker 1 are promised in a swap');
  });

  it('refuses more spare copies than a sticker can hold', () => {
    const result = plan('1x999', album(numbered(2)), 'spares');
    expect(result.updates).toEqual([]);
    expect(result.leftAlone).toEqual([{ number: '1', reason: 'At most 998 spare copies' }]);
  });

  describe('a pasted Swapsies message', () => {
    const message = 'My album!\nNeed (2): 4, 7\nFor trade (2): 1, 12 (x2)\n#swapsies';

    it('as labelled: Need lines become needed and For trade lines spares', () => {
      const stickers = album(numbered(12), { '4': { owned: true }, '7': { owned: true } });
      const result = plan(message, stickers, 'labelled');
      expect(
        result.groups.map((group) => [group.action, group.changes.map((c) => c.label)]),
      ).toEqual([
        ['needed', ['4', '7']],
        ['spares', ['1', '12 (2 spare)']],
      ]);
      expect(result.unread).toEqual([]);
    });

    it('under one action takes both of its lists', () => {
      const result = plan(message, album(numbered(12)), 'owned');
      expect(result.groups[0]?.changes.map((change) => change.number)).toEqual([
        '1',
        '4',
        '7',
        '12',
      ]);
    });

    it('leaves alone a sticker listed under both Need and For trade', () => {
      const result = plan('Need: 3\nFor trade: 3, 5', album(numbered(6)), 'labelled');
      expect(result.leftAlone).toEqual([
        { number: '3', reason: 'Listed under both Need and For trade' },
      ]);
      expect(result.updates.map((update) => update.id)).toEqual([5]);
    });
  });

  it('after applying its updates, planning the same list again changes nothing', () => {
    const choices: QuickChoice[] = ['owned', 'spares', 'needed'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 5 }))),
        fc.constantFrom(...choices),
        (entries, choice) => {
          const text = entries.map(([number, count]) => `${number}x${count}`).join(', ');
          const before = album(numbered(20));
          const first = plan(text, before, choice);
          const patches = new Map(first.updates.map((update) => [update.id, update.data]));
          const after = before.map((sticker) => {
            const patch = patches.get(sticker.id);
            return patch ? applyStickerPatch(sticker, patch) : sticker;
          });
          expect(plan(text, after, choice).updates).toEqual([]);
        },
      ),
    );
  });
});

describe('applyBlocker', () => {
  const stickers = album(numbered(5), { '1': { owned: true } });

  it('says why Apply is disabled', () => {
    expect(applyBlocker('  ', plan('  ', stickers, 'owned'), i18n)).toBe(
      'Type or paste some sticker numbers first',
    );
    expect(applyBlocker('1', plan('1', stickers, 'owned'), i18n)).toBe(
      'Nothing to change: these stickers are already like that',
    );
    expect(applyBlocker('MEX9 foo', plan('MEX9 foo', stickers, 'owned'), i18n)).toBe(
      'No sticker numbers from this album yet',
    );
  });

  it('lets Apply through when something would change', () => {
    expect(applyBlocker('2', plan('2', stickers, 'owned'), i18n)).toBeNull();
  });
});
