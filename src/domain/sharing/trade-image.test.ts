import { describe, expect, it } from 'vitest';
import { englishOf, type Words } from '../words';
import { renderPreviewImageSvg } from './preview-image';
import {
  codeFontSize,
  renderTradeImageSvg,
  TRADE_IMAGE_WIDTH,
  type TradeImageData,
} from './trade-image';

const base: TradeImageData = {
  title: 'World Cup 2026',
  lists: {
    needed: ['3', '10'],
    forTrade: [
      { number: '12', quantity: 2 },
      { number: '40', quantity: 1 },
    ],
  },
  owned: 150,
  totalStickers: 300,
  dateLabel: '21 November 2026',
  siteLabel: 'swapsies.example',
  productName: 'Swapsies',
  fontFamily: 'Inter',
};

describe('trade image', () => {
  it('is 800 wide and shows the title, progress, both lists and the spare counts', () => {
    const { svg, width } = renderTradeImageSvg(base);
    expect(width).toBe(TRADE_IMAGE_WIDTH);
    expect(svg).toContain('World Cup 2026');
    expect(svg).toContain('150 of 300 · 50%');
    expect(svg).toContain('Needs (2)');
    expect(svg).toContain('For Trade (2)');
    expect(svg).toContain('>x2<');
    expect(svg).not.toContain('>x1<');
  });

  it('draws a hostile title as text, never as markup', () => {
    const { svg } = renderTradeImageSvg({
      ...base,
      title: '<script>alert(1)</script>"><img onerror=x>',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&#60;script&#62;');
  });

  it('caps a long list with a "+N" cell', () => {
    const needed = Array.from({ length: 500 }, (_, i) => String(i + 1));
    const { svg } = renderTradeImageSvg({ ...base, lists: { needed, forTrade: [] } });
    expect(svg).toContain('>+381<');
    expect(svg).not.toContain('>120<');
  });

  it('grows taller with more stickers', () => {
    const small = renderTradeImageSvg(base);
    const many = renderTradeImageSvg({
      ...base,
      lists: { needed: Array.from({ length: 100 }, (_, i) => String(i + 1)), forTrade: [] },
    });
    expect(many.height).toBeGreaterThan(small.height);
    expect(many.svg).toContain('No spares listed yet');
  });
});

describe('trade image with specials (decision 021)', () => {
  const withSpecials: TradeImageData = {
    ...base,
    lists: {
      needed: ['00', '3'],
      forTrade: [
        { number: 'MEX1', quantity: 2 },
        { number: '40', quantity: 1 },
      ],
      specials: { '00': 'foil', MEX1: 'badge' },
    },
  };

  it('marks each special cell with a corner and its kind letter, and keys the marks', () => {
    const { svg } = renderTradeImageSvg(withSpecials);
    expect(svg.match(/data-special="/g)).toHaveLength(2);
    expect(svg).toContain('data-special="foil"');
    expect(svg).toContain('data-special="badge"');
    expect(svg).toMatch(/>F<\/text>/);
    expect(svg).toMatch(/>B<\/text>/);
    expect(svg).toContain('Corner mark: special sticker · F Foil · B Badge');
  });

  it('draws no marks and no key without specials', () => {
    const { svg, height } = renderTradeImageSvg(base);
    expect(svg).not.toContain('data-special');
    expect(svg).not.toContain('Corner mark');
    expect(renderTradeImageSvg(withSpecials).height).toBeGreaterThan(height);
  });
});

describe('the size of the codes in a grid', () => {
  /** Each code drawn in `svg` with the font size it is drawn at. */
  const drawnSizes = (svg: string) =>
    new Map(
      [...svg.matchAll(/font-size="(\d+)" fill="[^"]+">([A-Z]+\d+)</g)].map((match) => [
        match[2],
        Number(match[1]),
      ]),
    );

  it('is one size for the whole grid, set by its longest code', () => {
    const { svg } = renderTradeImageSvg({
      ...base,
      lists: {
        needed: ['FWC6', 'FWC10', 'FWC9'],
        forTrade: [
          { number: 'CC1', quantity: 1 },
          { number: 'CC12', quantity: 2 },
        ],
      },
    });
    const sizes = drawnSizes(svg);
    expect(sizes.get('FWC6')).toBe(sizes.get('FWC10'));
    expect(sizes.get('FWC9')).toBe(sizes.get('FWC10'));
    expect(sizes.get('FWC10')).toBe(codeFontSize(['FWC10']));
    expect(sizes.get('CC1')).toBe(sizes.get('CC12'));
    // Each grid is sized on its own: short codes elsewhere are not shrunk for FWC10.
    expect(sizes.get('CC12')).toBeGreaterThan(sizes.get('FWC10')!);
  });

  it('keeps short codes large and never grows past 20', () => {
    expect(codeFontSize(['1', '250', '9'])).toBe(20);
    expect(codeFontSize([])).toBe(20);
    expect(codeFontSize(['FWC6', 'FWC10'])).toBe(codeFontSize(['FWC10']));
    expect(codeFontSize(['FWC10'])).toBeLessThan(codeFontSize(['FWC6']));
  });

  it('fits the widest code in its cell, as the server draws it', () => {
    // Widths in em of Inter ExtraBold, the server's font (measured with resvg); a code is drawn
    // cut to 7 characters. The cell is 66.4 px wide; 4 px each side stay clear.
    const measured: Array<[string, number]> = [
      ['FWC6', 2.918],
      ['FWC10', 3.389],
      ['0000', 2.687],
      ['00000', 3.379],
      ['000000', 4.071],
      ['0000000', 4.763],
      ['8888888', 4.568],
      ['WWWW', 4.25],
      ['ABCDEFGH', 4.961],
    ];
    for (const [code, ems] of measured) {
      expect(codeFontSize([code]) * ems, code).toBeLessThanOrEqual(66.4 - 8);
      expect(codeFontSize(['1', code]), code).toBe(codeFontSize([code]));
    }
  });
});

describe('trade image in another language (decision 038)', () => {
  // Every word goes through `say`; here it marks them, so no bare English is left.
  const marked = { say: (words: Words) => `«${englishOf(words)}»`, locale: 'de' };

  it('says every word through its language and writes numbers its way', () => {
    const { svg } = renderTradeImageSvg({
      ...base,
      owned: 1234,
      totalStickers: 2000,
      lists: { needed: [], forTrade: [] },
      language: marked,
    });
    expect(svg).toContain('«1.234 of 2.000 · 61');
    expect(svg).toContain('«Needs (0)»');
    expect(svg).toContain('«Nothing needed — album complete!»');
    expect(svg).toContain('«No spares listed yet»');
    expect(svg).toContain('«Made with Swapsies · swapsies.example»');
    const preview = renderPreviewImageSvg({
      ...base,
      owned: 1234,
      totalStickers: 2000,
      language: marked,
    });
    expect(preview).toContain('«Trade list · 1.234 of 2.000 owned»');
    expect(preview).toContain('«Swap with me · swapsies.example»');
  });
});
