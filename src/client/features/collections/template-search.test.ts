import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeAlbum, groupTemplates, matchesTemplateSearch } from './template-search';

// The English the collector reads, through the same i18n the app renders with.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const worldCup = {
  title: 'FIFA World Cup 2026',
  publisher: 'Panini',
  year: 2026,
  verified: true,
  totalStickers: 980,
  specialCount: 68,
};
const community = {
  title: 'Cup Stars',
  publisher: null,
  year: null,
  verified: false,
  totalStickers: 120,
  specialCount: 0,
};

describe('matchesTemplateSearch', () => {
  it('finds every word in the title or publisher, in any order, ignoring case', () => {
    expect(matchesTemplateSearch(worldCup, 'cup 26')).toBe(true);
    expect(matchesTemplateSearch(worldCup, 'PANINI world')).toBe(true);
    expect(matchesTemplateSearch(worldCup, 'topps')).toBe(false);
  });

  it('matches a year exactly, not as part of another number', () => {
    expect(matchesTemplateSearch({ ...worldCup, title: 'World Cup' }, '2026')).toBe(true);
    expect(matchesTemplateSearch({ ...worldCup, title: 'World Cup' }, '2025')).toBe(false);
  });

  it('matches everything when nothing is typed', () => {
    expect(matchesTemplateSearch(community, '   ')).toBe(true);
  });
});

describe('groupTemplates', () => {
  it('puts verified albums first and keeps the order within each group', () => {
    const other = { ...worldCup, title: 'Premier League 2026' };
    const grouped = groupTemplates([community, worldCup, other], '');
    expect(grouped.verified.map((t) => t.title)).toEqual([
      'FIFA World Cup 2026',
      'Premier League 2026',
    ]);
    expect(grouped.community.map((t) => t.title)).toEqual(['Cup Stars']);
  });

  it('filters both groups by the search', () => {
    const grouped = groupTemplates([community, worldCup], 'panini');
    expect(grouped.verified).toHaveLength(1);
    expect(grouped.community).toHaveLength(0);
  });
});

describe('describeAlbum', () => {
  it('says publisher, year, size and specials', () => {
    expect(describeAlbum(worldCup, i18n)).toBe('Panini · 2026 · 980 stickers · 68 specials');
  });

  it('leaves out what a community template does not have', () => {
    expect(describeAlbum(community, i18n)).toBe('120 stickers');
    expect(describeAlbum({ ...community, totalStickers: 1, specialCount: 1 }, i18n)).toBe(
      '1 sticker · 1 special',
    );
  });
});
