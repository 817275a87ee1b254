import {
  colours,
  emptyListWords,
  escapeXml,
  pictureNumber,
  picturePercent,
  pictureSetUp,
  truncate,
  type PictureData,
  type PictureLanguage,
} from './trade-image';

/** The link-preview picture: the size Facebook and WhatsApp show without cropping (1.91:1). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

const MARGIN = 56;
const CHIP_HEIGHT = 56;
const CHIP_GAP = 10;
/** Where the chips end: the right margin. */
const ROW_RIGHT = PREVIEW_IMAGE_WIDTH - MARGIN;
/** The labels' column: 200 px, wider for a language's longer words ("Zum Tausch 2" in German). */
const LABEL_COLUMN = 200;
/** A bold 30 px label's width, over-estimated (no font can be measured here). */
const labelWidth = (text: string) => [...text].length * 18;

// As many of the first codes as fit one row of chips, then "+N more".
function chipRow(
  labels: readonly string[],
  top: number,
  kind: 'need' | 'trade',
  font: string,
  language: PictureLanguage,
  left: number,
): string {
  if (labels.length === 0) {
    const text = escapeXml(language.say(emptyListWords(kind)));
    return `<text x="${left}" y="${top + 38}" font-family="${font}" font-size="28" fill="${colours.muted}">${text}</text>`;
  }
  const parts: string[] = [];
  let x = left;
  const right = ROW_RIGHT;
  const chipWidth = (label: string) => Math.max(64, 28 + [...label].length * 20);
  let shown = 0;
  for (const label of labels) {
    const width = chipWidth(truncate(label, 8));
    const more = labels.length - shown - 1;
    const roomForMore = more > 0 ? 150 : 0;
    if (x + width + roomForMore > right) break;
    const fill = kind === 'need' ? colours.card : colours.gold;
    const stroke = kind === 'need' ? colours.pitch : colours.gold;
    const ink = kind === 'need' ? colours.ink : colours.goldInk;
    const dash = kind === 'need' ? ' stroke-dasharray="8 5"' : '';
    parts.push(
      `<rect x="${x}" y="${top}" width="${width}" height="${CHIP_HEIGHT}" rx="12" fill="${fill}" stroke="${stroke}" stroke-width="3"${dash}/>`,
      `<text x="${x + width / 2}" y="${top + 38}" text-anchor="middle" font-family="${font}" font-weight="800" font-size="30" fill="${ink}">${escapeXml(truncate(label, 8))}</text>`,
    );
    x += width + CHIP_GAP;
    shown += 1;
  }
  const rest = labels.length - shown;
  if (rest > 0) {
    parts.push(
      `<text x="${x + 6}" y="${top + 38}" font-family="${font}" font-weight="700" font-size="28" fill="${colours.muted}">${escapeXml(language.say(/*i18n*/ { id: '+{count} more', values: { count: pictureNumber(language, rest) } }))}</text>`,
    );
  }
  return parts.join('');
}

/**
 * The 1200×630 link preview of a public trade list, drawn from data: the album's title, progress,
 * how many are needed and for trade, and the first of each as chips. The full list picture
 * (trade-image.ts) stays the download; this one is what a feed shows uncropped.
 */
export function renderPreviewImageSvg(data: PictureData): string {
  const { font, language, say, count, percent } = pictureSetUp(data);
  const barWidth = PREVIEW_IMAGE_WIDTH - 2 * MARGIN;
  const needed = data.lists.needed;
  const forTrade = data.lists.forTrade.map((item) => item.number);
  const needsLabel = say(/*i18n*/ { id: 'Needs {count}', values: { count: count(needed.length) } });
  const tradeLabel = say(
    /*i18n*/ { id: 'For trade {count}', values: { count: count(forTrade.length) } },
  );
  const chipsLeft =
    MARGIN + Math.max(LABEL_COLUMN, Math.max(...[needsLabel, tradeLabel].map(labelWidth)) + 24);
  const label = (text: string, y: number) =>
    `<text x="${MARGIN}" y="${y}" font-family="${font}" font-weight="800" font-size="30" fill="${colours.ink}">${escapeXml(text)}</text>`;
  const parts = [
    `<rect width="${PREVIEW_IMAGE_WIDTH}" height="${PREVIEW_IMAGE_HEIGHT}" fill="${colours.paper}"/>`,
    `<rect width="${PREVIEW_IMAGE_WIDTH}" height="250" fill="${colours.pitch}"/>`,
    `<text x="${MARGIN}" y="96" font-family="${font}" font-weight="800" font-size="56" fill="#ffffff">${escapeXml(truncate(data.title, 34))}</text>`,
    `<text x="${MARGIN}" y="150" font-family="${font}" font-size="30" fill="#e3f5ea">${escapeXml(say(/*i18n*/ { id: 'Trade list · {owned} of {total} owned', values: { owned: count(data.owned), total: count(data.totalStickers) } }))}</text>`,
    `<text x="${PREVIEW_IMAGE_WIDTH - MARGIN}" y="150" text-anchor="end" font-family="${font}" font-weight="800" font-size="44" fill="#ffffff">${escapeXml(picturePercent(language, percent))}</text>`,
    `<rect x="${MARGIN}" y="182" width="${barWidth}" height="20" rx="10" fill="${colours.pitchDark}"/>`,
    `<rect x="${MARGIN}" y="182" width="${Math.round((barWidth * percent) / 100)}" height="20" rx="10" fill="${colours.gold}"/>`,
    label(needsLabel, 330),
    chipRow(needed, 292, 'need', font, language, chipsLeft),
    label(tradeLabel, 446),
    chipRow(forTrade, 408, 'trade', font, language, chipsLeft),
    `<line x1="${MARGIN}" y1="536" x2="${PREVIEW_IMAGE_WIDTH - MARGIN}" y2="536" stroke="${colours.line}" stroke-width="2"/>`,
    `<text x="${MARGIN}" y="584" font-family="${font}" font-weight="800" font-size="30" fill="${colours.pitch}">${escapeXml(data.productName)}</text>`,
    `<text x="${PREVIEW_IMAGE_WIDTH - MARGIN}" y="584" text-anchor="end" font-family="${font}" font-size="26" fill="${colours.muted}">${escapeXml(say(/*i18n*/ { id: 'Swap with me · {site}', values: { site: data.siteLabel } }))}</text>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_IMAGE_WIDTH}" height="${PREVIEW_IMAGE_HEIGHT}" viewBox="0 0 ${PREVIEW_IMAGE_WIDTH} ${PREVIEW_IMAGE_HEIGHT}">${parts.join('')}</svg>`;
}
