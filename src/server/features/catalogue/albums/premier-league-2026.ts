import type { ShippedAlbum } from './types';

// The 20 clubs of the 2025/26 Premier League in the checklist's (alphabetical) order, each with
// the first of its 26 numbers. Three feature spreads sit between Fulham and Leeds United.
const CLUBS: ReadonlyArray<readonly [name: string, first: number]> = [
  ['Arsenal', 17],
  ['Aston Villa', 43],
  ['AFC Bournemouth', 69],
  ['Brentford', 95],
  ['Brighton & Hove Albion', 121],
  ['Burnley', 147],
  ['Chelsea', 173],
  ['Crystal Palace', 199],
  ['Everton', 225],
  ['Fulham', 251],
  ['Leeds United', 293],
  ['Liverpool', 319],
  ['Manchester City', 345],
  ['Manchester United', 371],
  ['Newcastle United', 397],
  ['Nottingham Forest', 423],
  ['Sunderland', 449],
  ['Tottenham Hotspur', 475],
  ['West Ham United', 501],
  ['Wolverhampton Wanderers', 527],
];

/** One club's page: its 26 numbers from `first`. */
const club = ([name, first]: readonly [string, number]) => `${name}: ${first}-${first + 25}`;

/**
 * Premier League 2026 (Topps), the 2025/26 season: 1–561, numbered straight through — 16 opening
 * stickers, 20 clubs × 26, and three feature sections.
 */
export const premierLeague2026: ShippedAlbum = {
  title: 'Premier League 2026',
  publisher: 'Topps',
  year: 2026,
  source: [
    'Public GitHub sticker tracker, album file "TOPPS · PREMIER LEAGUE OFFICIAL STICKERS 2026 — 561 stickers" (club and feature ranges; it cites the Football Cartophilic Info Exchange checklist, Jan 2026, and laststicker.com, Sept 2026; stored-index file 68565044889)',
  ].join('\n'),
  notes: [
    'Count: 561 = 4 introduction + 12 Hall of Fame + 20 clubs × 26 + 8 Trailblazers + 8 Dominant Duos + 9 Divine 9, numbered 1–561 with no gap. The seed refuses any other total.',
    'Checked: the ranges were read from one public tracker, which says they come from the Football Cartophilic Info Exchange checklist and match laststicker.com’s numbered run 1–561. We could not open either site ourselves, so this rests on that one file; an admin can publish a corrected version.',
    'Sources disagree on the total: Stickers.app gives 583, counting 20 sticker-cards and 2 other stickers outside the numbering. They have no numbers in the album, so they are not listed.',
    'Publisher: the tracker says Topps took the Premier League sticker licence back from Panini for this collection (Panini made the 2019/20–2024/25 albums).',
    'Specials: the introduction (1–4) and Hall of Fame (5–16) are marked foil, as the tracker describes them. It does not say which club stickers are foil.',
  ].join('\n'),
  codes: [
    'Introduction: 1-4',
    'Hall of Fame: 5-16',
    ...CLUBS.slice(0, 10).map(club),
    'Trailblazers 1992–2026: 277-284',
    'Dominant Duos: 285-292',
    ...CLUBS.slice(10).map(club),
    'Divine 9: 553-561',
  ].join('\n'),
  specials: 'foil: 1-16',
  expectedCount: 561,
};
