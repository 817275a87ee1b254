import { describe, expect, it } from 'vitest';
import { renderTradeImageSvg, TRADE_IMAGE_WIDTH, type TradeImageData } from './trade-image';

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
