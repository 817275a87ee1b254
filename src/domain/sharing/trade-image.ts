import { SPECIAL_KINDS, SPECIAL_LABELS, specialKindOf } from '../catalogue/specials';
import type { SpecialKind } from '../catalogue/specials';
import { englishOf, type Words } from '../words';
import type { TradeLists } from './trade-lists';

/**
 * The language a picture is drawn in (decision 038): `say` translates its words (the server's
 * `sayIn(locale)`, the client's `i18n._`), `locale` formats its numbers (`1.234` in German).
 */
export interface PictureLanguage {
  say: (words: Words) => string;
  /** A BCP 47 tag for `Intl`, e.g. `de` or `en-GB`. */
  locale: string;
}

/** The product's own words: English needs no catalog. */
export const englishPicture: PictureLanguage = { say: englishOf, locale: 'en-GB' };

/** A count as the picture's language writes it. */
export const pictureNumber = (language: PictureLanguage, n: number) =>
  new Intl.NumberFormat(language.locale).format(n);

/** A whole percentage as the picture's language writes it (`45%`, `45 %` in French). */
export const picturePercent = (language: PictureLanguage, percent: number) =>
  new Intl.NumberFormat(language.locale, { style: 'percent' }).format(percent / 100);

/** What a grid says when its list is empty. */
export const emptyListWords = (kind: 'need' | 'trade'): Words =>
  kind === 'need'
    ? /*i18n*/ { id: 'Nothing needed — album complete!' }
    : /*i18n*/ { id: 'No spares listed yet' };

/** The trade image is 800 px wide (drawn at scale 2 for a 1600 px PNG). */
export const TRADE_IMAGE_WIDTH = 800;
export const TRADE_IMAGE_SCALE = 2;

/** What both pictures of a collection's lists are drawn from (this one and the link preview's). */
export interface PictureData {
  title: string;
  lists: TradeLists;
  owned: number;
  totalStickers: number;
  /** Where the picture says it was made, e.g. "swapsies.app". */
  siteLabel: string;
  productName: string;
  fontFamily: string;
  /** English when not given. */
  language?: PictureLanguage;
}

export interface TradeImageData extends PictureData {
  /** Already formatted, e.g. "21 November 2026": the domain has no clock. */
  dateLabel: string;
}

/**
 * What both pictures start from: the font as SVG text, the language, its words and numbers, and
 * the whole percentage of the album owned (never over 100).
 */
export function pictureSetUp(data: PictureData) {
  const language = data.language ?? englishPicture;
  return {
    font: escapeXml(data.fontFamily),
    language,
    say: language.say,
    count: (n: number) => pictureNumber(language, n),
    percent:
      data.totalStickers > 0
        ? Math.min(100, Math.floor((data.owned / data.totalStickers) * 100))
        : 0,
  };
}

// The palette of the sticker states: the same colours as the app's tokens.
export const colours = {
  pitch: '#15803d',
  pitchDark: '#0f5c2c',
  ink: '#14281d',
  muted: '#52625a',
  paper: '#f6f8f6',
  card: '#ffffff',
  line: '#d5ddd8',
  gold: '#eab308',
  goldInk: '#422c05',
  empty: '#e7ece9',
};

const COLUMNS = 10;
/** A long list would make a picture too tall for a feed: past this, the last cell says "+N". */
export const MAX_IMAGE_CELLS = 120;
const MARGIN = 32;
const GAP = 8;
const CELL = (TRADE_IMAGE_WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;

// Characters XML 1.0 cannot hold at all, even escaped: controls other than tab and new lines,
// lone surrogates, U+FFFE and U+FFFF. An SVG with one of them fails to parse.
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Escapes text for SVG, so a title like `<script>` is drawn as those characters; characters no
 * XML document may contain are dropped, so any stored text draws instead of failing the image.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `text` cut to `max` characters (code points), ending in "…" when cut. */
export function truncate(text: string, max: number) {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

interface Cell {
  label: string;
  badge?: string;
  /** A special sticker (decision 021): a corner mark and the kind's first letter. */
  special?: SpecialKind;
}

/** The longest code a cell draws, in characters: a longer one is cut, ending in "…". */
const MAX_CODE_CHARS = 7;
const MAX_CODE_SIZE = 20;
const MIN_CODE_SIZE = 10;
/** The width a code may take in its cell: the cell less 4 px each side, inside the border. */
const CODE_WIDTH = CELL - 8;
const WIDE_CHARS = /[MWmw…%@]/u;
const NARROW_CHARS = /[Iijl1.,:;'!|()/\-ftr ]/u;

/**
 * A code's width in em, over-estimated: the picture is drawn in Inter ExtraBold on the server
 * and in the page's own bold font in the browser, and no font can be measured here (the domain
 * has none), so each character counts at about the widest its kind is in either.
 */
function codeEms(code: string): number {
  let ems = 0;
  for (const char of code) {
    ems += WIDE_CHARS.test(char) ? 1.1 : NARROW_CHARS.test(char) ? 0.5 : 0.8;
  }
  return ems;
}

/**
 * The one font size of the codes in a grid: the largest (up to 20) at which its widest code, as
 * drawn (cut to 7 characters), fits its cell, so a grid never mixes sizes (FWC6 large beside
 * FWC10 small); docs/product.md "Sharing".
 */
export function codeFontSize(codes: readonly string[]): number {
  const widest = Math.max(0, ...codes.map((code) => codeEms(truncate(code, MAX_CODE_CHARS))));
  if (widest === 0) return MAX_CODE_SIZE;
  return Math.max(MIN_CODE_SIZE, Math.min(MAX_CODE_SIZE, Math.floor(CODE_WIDTH / widest)));
}

/** The letter under a special's code: F foil, S shiny, B badge, L legend. */
export const specialLetter = (kind: SpecialKind) => SPECIAL_LABELS[kind].charAt(0);

function capCells(cells: Cell[]): Cell[] {
  if (cells.length <= MAX_IMAGE_CELLS) return cells;
  const shown = cells.slice(0, MAX_IMAGE_CELLS - 1);
  return [...shown, { label: `+${cells.length - shown.length}` }];
}

function grid(
  allCells: Cell[],
  top: number,
  kind: 'need' | 'trade',
  font: string,
  language: PictureLanguage,
): { svg: string; height: number } {
  const cells = capCells(allCells);
  if (cells.length === 0) {
    const text = escapeXml(language.say(emptyListWords(kind)));
    return {
      svg: `<text x="${MARGIN}" y="${top + 24}" font-family="${font}" font-size="18" fill="${colours.muted}">${text}</text>`,
      height: 40,
    };
  }
  const parts: string[] = [];
  const size = codeFontSize(cells.map((cell) => cell.label));
  cells.forEach((cell, index) => {
    const x = MARGIN + (index % COLUMNS) * (CELL + GAP);
    const y = top + Math.floor(index / COLUMNS) * (CELL + GAP);
    const fill = kind === 'need' ? colours.card : colours.gold;
    const stroke = kind === 'need' ? colours.pitch : colours.gold;
    const ink = kind === 'need' ? colours.ink : colours.goldInk;
    const dash = kind === 'need' ? ' stroke-dasharray="6 4"' : '';
    // A special's code moves up to leave room for its kind's letter underneath.
    const labelY = y + CELL / 2 + size / 3 - (cell.special ? 7 : 0);
    parts.push(
      `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="10" fill="${fill}" stroke="${stroke}" stroke-width="2"${dash}/>`,
      `<text x="${x + CELL / 2}" y="${labelY}" text-anchor="middle" font-family="${font}" font-weight="800" font-size="${size}" fill="${ink}">${escapeXml(truncate(cell.label, MAX_CODE_CHARS))}</text>`,
    );
    if (cell.special) {
      const mark = kind === 'need' ? colours.gold : colours.pitchDark;
      parts.push(
        `<path data-special="${cell.special}" d="M${x + 2} ${y + 16} V${y + 10} Q${x + 2} ${y + 2} ${x + 10} ${y + 2} H${x + 16} Z" fill="${mark}"/>`,
        `<text x="${x + CELL / 2}" y="${y + CELL - 9}" text-anchor="middle" font-family="${font}" font-weight="700" font-size="12" fill="${ink}">${specialLetter(cell.special)}</text>`,
      );
    }
    if (cell.badge) {
      parts.push(
        `<rect x="${x + CELL - 30}" y="${y - 6}" width="34" height="20" rx="10" fill="${colours.ink}"/>`,
        `<text x="${x + CELL - 13}" y="${y + 9}" text-anchor="middle" font-family="${font}" font-weight="700" font-size="12" fill="#ffffff">${escapeXml(cell.badge)}</text>`,
      );
    }
  });
  const rows = Math.ceil(cells.length / COLUMNS);
  return { svg: parts.join(''), height: rows * CELL + (rows - 1) * GAP };
}

/**
 * The trade-list picture as SVG, drawn from data: title, date, progress, a "Needs" grid and a
 * "For Trade" grid (with spare counts), and the app's name small at the bottom. The browser
 * paints it onto a canvas for the download; the server renders it to PNG for link previews.
 */
export function renderTradeImageSvg(data: TradeImageData): {
  svg: string;
  width: number;
  height: number;
} {
  const { font, language, say, count, percent } = pictureSetUp(data);
  const barWidth = TRADE_IMAGE_WIDTH - 2 * MARGIN;
  const parts: string[] = [];
  const progress = say(
    /*i18n*/ {
      id: '{owned} of {total} · {percent}',
      values: {
        owned: count(data.owned),
        total: count(data.totalStickers),
        percent: picturePercent(language, percent),
      },
    },
  );

  parts.push(
    `<rect width="${TRADE_IMAGE_WIDTH}" height="100%" fill="${colours.paper}"/>`,
    `<rect width="${TRADE_IMAGE_WIDTH}" height="168" fill="${colours.pitch}"/>`,
    `<text x="${MARGIN}" y="62" font-family="${font}" font-weight="800" font-size="34" fill="#ffffff">${escapeXml(truncate(data.title, 38))}</text>`,
    `<text x="${MARGIN}" y="96" font-family="${font}" font-size="18" fill="#e3f5ea">${escapeXml(say(/*i18n*/ { id: 'Trade list · {date}', values: { date: data.dateLabel } }))}</text>`,
    `<rect x="${MARGIN}" y="120" width="${barWidth}" height="14" rx="7" fill="${colours.pitchDark}"/>`,
    `<rect x="${MARGIN}" y="120" width="${Math.round((barWidth * percent) / 100)}" height="14" rx="7" fill="${colours.gold}"/>`,
    `<text x="${TRADE_IMAGE_WIDTH - MARGIN}" y="96" text-anchor="end" font-family="${font}" font-weight="700" font-size="18" fill="#ffffff">${escapeXml(progress)}</text>`,
  );

  let y = 212;
  const specialOf = (code: string) => specialKindOf(data.lists.specials, code);
  // A list's heading at `y`, its grid below; answers how far down the grid ends.
  const list = (heading: Words, cells: Cell[], kind: 'need' | 'trade') => {
    const drawn = grid(cells, y + 20, kind, font, language);
    parts.push(
      `<text x="${MARGIN}" y="${y}" font-family="${font}" font-weight="800" font-size="24" fill="${colours.ink}">${escapeXml(say(heading))}</text>`,
      drawn.svg,
    );
    return 20 + drawn.height;
  };
  y +=
    list(
      /*i18n*/ { id: 'Needs ({count})', values: { count: count(data.lists.needed.length) } },
      data.lists.needed.map((label) => ({ label, special: specialOf(label) })),
      'need',
    ) + 56;
  y +=
    list(
      /*i18n*/ { id: 'For Trade ({count})', values: { count: count(data.lists.forTrade.length) } },
      data.lists.forTrade.map((item) => ({
        label: item.number,
        badge: item.quantity > 1 ? `x${item.quantity}` : undefined,
        special: specialOf(item.number),
      })),
      'trade',
    ) + 48;

  // The key to the corner marks, only when a special is drawn: "Corner mark: special sticker ·
  // F Foil · B Badge" (the kinds shown, in SPECIAL_KINDS order).
  const kindsShown = new Set(
    [...data.lists.needed, ...data.lists.forTrade.map((item) => item.number)]
      .map(specialOf)
      .filter((kind) => kind !== undefined),
  );
  if (kindsShown.size > 0) {
    const kinds = SPECIAL_KINDS.filter((kind) => kindsShown.has(kind)).map(
      (kind) => `${specialLetter(kind)} ${say({ id: SPECIAL_LABELS[kind] })}`,
    );
    const key = say(
      /*i18n*/ {
        id: 'Corner mark: special sticker · {kinds}',
        values: { kinds: kinds.join(' · ') },
      },
    );
    parts.push(
      `<path d="M${MARGIN} ${y - 4} V${y - 12} Q${MARGIN} ${y - 18} ${MARGIN + 6} ${y - 18} H${MARGIN + 14} Z" fill="${colours.gold}"/>`,
      `<text x="${MARGIN + 22}" y="${y - 4}" font-family="${font}" font-size="16" fill="${colours.muted}">${escapeXml(key)}</text>`,
    );
    y += 28;
  }

  parts.push(
    `<line x1="${MARGIN}" y1="${y}" x2="${TRADE_IMAGE_WIDTH - MARGIN}" y2="${y}" stroke="${colours.line}" stroke-width="2"/>`,
    `<text x="${MARGIN}" y="${y + 30}" font-family="${font}" font-weight="800" font-size="16" fill="${colours.pitch}">${escapeXml(data.productName)}</text>`,
    `<text x="${TRADE_IMAGE_WIDTH - MARGIN}" y="${y + 30}" text-anchor="end" font-family="${font}" font-size="16" fill="${colours.muted}">${escapeXml(say(/*i18n*/ { id: 'Made with {product} · {site}', values: { product: data.productName, site: data.siteLabel } }))}</text>`,
  );
  const height = y + 52;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TRADE_IMAGE_WIDTH}" height="${height}" viewBox="0 0 ${TRADE_IMAGE_WIDTH} ${height}">${parts.join('')}</svg>`;
  return { svg, width: TRADE_IMAGE_WIDTH, height };
}
