import type { ShippedAlbum } from './types';

// The 12 WSL clubs of 2025/26 in album order, each with the first of its 33 numbers. The
// "This is..." subset sits between Leicester City and Liverpool.
const WSL: ReadonlyArray<readonly [name: string, first: number]> = [
  ['Arsenal', 38],
  ['Aston Villa', 71],
  ['Brighton & Hove Albion', 104],
  ['Chelsea', 137],
  ['Everton', 170],
  ['Leicester City', 203],
  ['Liverpool', 248],
  ['London City Lionesses', 281],
  ['Manchester City', 314],
  ['Manchester United', 347],
  ['Tottenham Hotspur', 380],
  ['West Ham United', 413],
];

// WSL2's clubs are printed two to a page (badge, badge, then the two squads interleaved), so
// each page is one section of 8.
const WSL2_PAGES: ReadonlyArray<readonly [pair: string, first: number]> = [
  ['Birmingham City & Bristol City', 458],
  ['Charlton Athletic & Crystal Palace', 466],
  ['Durham & Ipswich Town', 474],
  ['Newcastle United & Nottingham Forest', 482],
  ['Portsmouth & Sheffield United', 490],
  ['Southampton & Sunderland', 498],
];

const run = (title: string, first: number, length: number) =>
  `${title}: ${first}-${first + length - 1}`;

/** Barclays Women's Super League 2026 (Panini), the 2025/26 season: 1–511, both divisions. */
export const womensSuperLeague2026: ShippedAlbum = {
  title: "Barclays Women's Super League 2026",
  publisher: 'Panini',
  year: 2026,
  source: [
    'Public GitHub sticker tracker, album file "PANINI · BARCLAYS WOMEN\'S SUPER LEAGUE 2026 — 511" (every range; it cites laststicker.com’s full checklist, Sept 2026; stored-index file 68456277174)',
    'https://bbctodays.pages.dev/news/articles/c5ydv57yv2go (BBC London, “Panini expands sticker range to WSL 2”: 66 WSL 2 stickers)',
  ].join('\n'),
  notes: [
    'Count: 511 = 1 welcome + 36 WSL teams intro (3 per club) + 12 clubs × 33 + 12 “This is...” + 12 WSL2 welcome + 6 WSL2 pages × 8 + 6 WSL2 season opener, numbered 1–511 with no gap. The seed refuses any other total.',
    'Checked: the ranges were read from one public tracker, which says its total of 511 is the one laststicker.com and Stickers.app publish (we could not open those sites). The BBC’s “66 WSL 2 stickers” matches the tracker’s WSL2 part exactly: 12 welcome + 48 club stickers + 6 season opener.',
    'WSL2 clubs share a page in pairs, as the album prints them, so each pair is one section; no WSL2 club holds a run of its own.',
    'Specials: none are marked; no source we could read says which stickers are shiny.',
  ].join('\n'),
  codes: [
    'Welcome: 1',
    'WSL Teams Intro: 2-37',
    ...WSL.slice(0, 6).map(([name, first]) => run(name, first, 33)),
    'This is...: 236-247',
    ...WSL.slice(6).map(([name, first]) => run(name, first, 33)),
    'WSL2 Welcome: 446-457',
    ...WSL2_PAGES.map(([pair, first]) => run(`WSL2 ${pair}`, first, 8)),
    'WSL2 Season Opener: 506-511',
  ].join('\n'),
  specials: '',
  expectedCount: 511,
};
