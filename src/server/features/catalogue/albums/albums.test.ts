import { describe, expect, it } from 'vitest';
import { readShippedAlbum } from '../seed';
import { SHIPPED_ALBUMS } from '.';

// decision 021: a shipped checklist is a fact with its sources; these check what the sources say
// about its shape, not just that it parses.
describe('the shipped albums', () => {
  it.each(SHIPPED_ALBUMS.map((album) => [album.title, album] as const))(
    '%s reads as an admin import with the count its sources give, and names them',
    (_title, album) => {
      const parsed = readShippedAlbum(album);
      expect(parsed.numbers).toHaveLength(album.expectedCount);
      expect(new Set(parsed.numbers).size).toBe(album.expectedCount);
      const sectionTotal = parsed.sections.reduce((sum, s) => sum + s.numbers.length, 0);
      expect(sectionTotal).toBe(album.expectedCount);
      expect(album.source.trim()).not.toBe('');
      expect(album.notes).toContain(`Count: ${album.expectedCount}`);
    },
  );

  const numbered = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

  it('Premier League 2026 runs 1–561 in order, 26 to a club, features where the checklist puts them', () => {
    const album = SHIPPED_ALBUMS.find((a) => a.title === 'Premier League 2026')!;
    const parsed = readShippedAlbum(album);
    expect(parsed.numbers).toEqual(numbered(561));
    const clubs = parsed.sections.filter((s) => s.numbers.length === 26);
    expect(clubs).toHaveLength(20);
    expect(parsed.sections.find((s) => s.title === 'Arsenal')!.numbers[0]).toBe('17');
    expect(parsed.sections.find((s) => s.title === 'Leeds United')!.numbers[0]).toBe('293');
    expect(parsed.sections.at(-1)).toMatchObject({ title: 'Divine 9' });
    expect(Object.keys(parsed.specials)).toEqual(numbered(16));
  });

  it("the Women's Super League 2026 runs 1–511; its WSL2 part is the 66 stickers the BBC counts", () => {
    const album = SHIPPED_ALBUMS.find((a) => a.title === "Barclays Women's Super League 2026")!;
    const parsed = readShippedAlbum(album);
    expect(parsed.numbers).toEqual(numbered(511));
    expect(parsed.sections.filter((s) => s.numbers.length === 33)).toHaveLength(12);
    const wsl2 = parsed.sections.filter((s) => s.title.startsWith('WSL2'));
    expect(wsl2.reduce((sum, s) => sum + s.numbers.length, 0)).toBe(66);
  });

  it('Calciatrici 2025-2026 runs 1–339, then the squad stickers R01–R12', () => {
    const album = SHIPPED_ALBUMS.find((a) => a.title === 'Calciatrici 2025-2026')!;
    const parsed = readShippedAlbum(album);
    expect(parsed.numbers.slice(0, 339)).toEqual(numbered(339));
    expect(parsed.numbers.slice(339)).toEqual(
      Array.from({ length: 12 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`),
    );
    expect(parsed.sections.filter((s) => s.numbers.length === 23)).toHaveLength(12);
  });
});
