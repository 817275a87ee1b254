import { describe, expect, it } from 'vitest';
import { findStickers, glyphShape, type GreyImage } from './find-stickers';

/** A dark table with one white card on it; `paint` draws on the card (card coordinates). */
function photoOf(paint: (set: (x: number, y: number, grey: number) => void) => void): GreyImage {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height).fill(50);
  const card = { x: 250, y: 150, width: 240, height: 300 };
  const set = (x: number, y: number, grey: number) => {
    data[(card.y + y) * width + card.x + x] = grey;
  };
  for (let y = 0; y < card.height; y += 1) for (let x = 0; x < card.width; x += 1) set(x, y, 235);
  paint(set);
  return { width, height, data };
}

const fill = (
  set: (x: number, y: number, grey: number) => void,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  grey: number,
) => {
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) set(x, y, grey);
};

const blackPixels = (image: GreyImage) => image.data.filter((value) => value === 0).length;

describe('findStickers', () => {
  it('cuts each sticker once per size asked, the larger one larger', () => {
    const cuts = findStickers(
      photoOf(() => undefined),
      [300, 420],
    );
    expect(cuts).toHaveLength(2);
    const [small, large] = cuts.map((cut) => Math.max(cut.image.width, cut.image.height));
    expect(small).toBeLessThanOrEqual(300);
    expect(large).toBeGreaterThan(small!);
    expect(large).toBeLessThanOrEqual(420);
  });

  it('keeps a letter printed over the edge of a picture, without the picture', () => {
    // a coloured picture (mid grey) with a white box in its corner, and a letter-sized black
    // stroke that runs from the box onto the picture
    const picture = (set: (x: number, y: number, grey: number) => void) => {
      fill(set, 10, 10, 230, 220, 100);
      fill(set, 14, 14, 100, 50, 235);
    };
    const withLetter = photoOf((set) => {
      picture(set);
      fill(set, 90, 20, 104, 44, 15);
    });
    const without = findStickers(photoOf(picture), [300])[0]!.image;
    const kept = findStickers(withLetter, [300])[0]!.image;
    expect(blackPixels(kept) - blackPixels(without)).toBeGreaterThan(100);
  });

  it('cuts a close-up around a box, its words as tall as asked', () => {
    const [cut] = findStickers(
      photoOf(() => undefined),
      [300],
    );
    const near = cut!.closeUp!({ x0: 20, y0: 20, x1: 80, y1: 40 }, 26);
    // the box, half its height above and below
    expect(near.image.height).toBeGreaterThanOrEqual(50);
    expect(near.image.height).toBeLessThanOrEqual(54);
    // and its corner maps back onto the card in the photo
    const corner = near.toPhoto(0, 0);
    expect(corner.x).toBeGreaterThan(240);
    expect(corner.y).toBeGreaterThan(140);
  });
});

/**
 * Black print on white from rows of '#' (ink) and '.', each cell `scale` pixels, with a white
 * margin of two cells, and the box of the drawing (as the engine would box it).
 */
function printed(rows: readonly string[], scale = 3) {
  const margin = 2 * scale;
  const width = rows[0]!.length * scale + 2 * margin;
  const height = rows.length * scale + 2 * margin;
  const data = new Uint8Array(width * height).fill(255);
  rows.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell !== '#') return;
      for (let dy = 0; dy < scale; dy += 1)
        for (let dx = 0; dx < scale; dx += 1)
          data[(margin + y * scale + dy) * width + margin + x * scale + dx] = 0;
    });
  });
  const box = { x0: margin, y0: margin, x1: width - margin, y1: height - margin };
  return { image: { width, height, data }, box };
}

// Inter's bold 8, 5 and 11, roughly, as the engine reads them all as S or T
const EIGHT = [
  '.#####.',
  '##...##',
  '##...##',
  '.#####.',
  '##...##',
  '##...##',
  '##...##',
  '.#####.',
];
const FIVE = [
  '#######',
  '##.....',
  '##.....',
  '######.',
  '.....##',
  '.....##',
  '##...##',
  '.#####.',
];
const ELEVEN = [
  '.##..##',
  '###.###',
  '.##..##',
  '.##..##',
  '.##..##',
  '.##..##',
  '.##..##',
  '.##..##',
];

describe('glyphShape', () => {
  it('counts the closed loops of a character: two in an 8, none in a 5, open left and right', () => {
    const eight = printed(EIGHT);
    expect(glyphShape(eight.image, eight.box)).toMatchObject({ holes: 2, pieces: 1 });
    const five = printed(FIVE);
    const shape = glyphShape(five.image, five.box)!;
    expect(shape).toMatchObject({ holes: 0, pieces: 1 });
    expect(shape.leftGap).toBeGreaterThan(0.5);
    expect(shape.rightGap).toBeGreaterThan(0.5);
    expect(glyphShape(eight.image, eight.box)!.leftGap).toBeLessThan(0.2);
  });

  it('counts the narrow strokes of 11 as two, as wide as a letter', () => {
    const eleven = printed(ELEVEN);
    const shape = glyphShape(eleven.image, eleven.box)!;
    expect(shape).toMatchObject({ holes: 0, pieces: 2, strokes: 2 });
    expect(shape.aspect).toBeGreaterThan(0.7);
  });

  it('takes the whole character from a box a little off, and nothing from an empty one', () => {
    const eight = printed(EIGHT);
    const off = { ...eight.box, x0: eight.box.x0 + 4, x1: eight.box.x1 + 3 };
    expect(glyphShape(eight.image, off)).toMatchObject({ holes: 2 });
    expect(glyphShape(eight.image, { x0: 0, y0: 0, x1: 5, y1: 5 })).toBeNull();
  });
});
