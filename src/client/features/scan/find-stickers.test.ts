import { describe, expect, it } from 'vitest';
import { findStickers, type GreyImage } from './find-stickers';

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
