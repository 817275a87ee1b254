import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tradeImageFileName } from './file-name';

describe('tradeImageFileName', () => {
  it.each([
    ['World Cup 2026', 'World-Cup-2026-trade-list.png'],
    ['Panini: World Cup 2026!', 'Panini-World-Cup-2026-trade-list.png'],
    ['  --Euro   2024-- ', 'Euro-2024-trade-list.png'],
    ['Copa América', 'Copa-Am-rica-trade-list.png'],
    ['🙂🙂', 'collection-trade-list.png'],
    ['', 'collection-trade-list.png'],
  ])('names %j as %j', (title, fileName) => {
    expect(tradeImageFileName(title)).toBe(fileName);
  });

  it('always gives a safe name with single dashes', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(tradeImageFileName(title)).toMatch(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*-trade-list\.png$/);
      }),
    );
  });
});
