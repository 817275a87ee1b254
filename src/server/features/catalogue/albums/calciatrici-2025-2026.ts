import type { ShippedAlbum } from './types';

// The 12 Serie A Femminile clubs of 2025/26 in album order, each with the first of its 23
// numbers, and the code of its squad ("Rosa") sticker outside the numbering.
const SERIE_A: ReadonlyArray<readonly [name: string, first: number]> = [
  ['Como Women', 5],
  ['Fiorentina', 28],
  ['Genoa', 51],
  ['Inter', 74],
  ['Juventus', 97],
  ['Lazio Women', 120],
  ['Milan', 143],
  ['Napoli Women', 166],
  ['Parma', 189],
  ['Roma', 212],
  ['Sassuolo', 235],
  ['Ternana Women', 258],
];

/**
 * Calciatrici 2025-2026 (Panini), Italy's women's football album: 1–339 numbered, then the twelve
 * squad stickers R01–R12.
 */
export const calciatrici20252026: ShippedAlbum = {
  title: 'Calciatrici 2025-2026',
  publisher: 'Panini',
  year: 2026,
  source: [
    'Public GitHub sticker tracker, album file "PANINI · CALCIATRICI 2025/26 — 351" (every range and R01–R12; it cites laststicker.com’s full checklist, Sept 2026; stored-index file 68362414184)',
    'https://danilobilli.blog/2026/01/29/calciatrici-panini-2025-2026-il-sogno-che-torna-a-profumare-di-figurine-colla-e-futuro (339 figurine, 54 special; on sale 6 February 2026)',
  ].join('\n'),
  notes: [
    'Count: 351 = 4 introduction + 12 Serie A clubs × 23 + 21 Serie B + 4 Serie C groups × 3 + 26 Azzurre (numbered 1–339 with no gap) + 12 squad stickers R01–R12. The seed refuses any other total.',
    'Sources disagree on the total: the blog gives 339 stickers; the tracker gives 351, the total it says laststicker.com and Stickers.app publish, because it also counts the twelve R squad stickers, which sit outside the numbering. The numbered part agrees (339); R01–R12 are listed because collectors stick them in the album and swap them.',
    'Checked: the ranges were read from one public tracker (we could not open laststicker.com); the blog’s 339 matches its numbered run.',
    'Specials: the blog says 54 stickers are special; no source we could read says which, so none are marked.',
  ].join('\n'),
  codes: [
    'Introduzione: 1-4',
    ...SERIE_A.map(([name, first]) => `${name}: ${first}-${first + 22}`),
    'Serie B: 281-301',
    'Serie C Girone A: 302-304',
    'Serie C Girone B: 305-307',
    'Serie C Girone C: 308-310',
    'Serie C Girone D: 311-313',
    'Azzurre: 314-339',
    'Rose: R01-R12',
  ].join('\n'),
  specials: '',
  expectedCount: 351,
};
