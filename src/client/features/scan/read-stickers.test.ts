import { describe, expect, it } from 'vitest';
import type { GreyImage } from './find-stickers';
import { readStickers, type OcrPage } from './read-stickers';

/** A dark table with one white card on it. */
function photo(): GreyImage {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height).fill(50);
  for (let y = 150; y < 450; y += 1) data.fill(235, y * width + 250, y * width + 490);
  return { width, height, data };
}

/** The engine's answer for every picture: a code with a box per character, a name below it. */
const page: OcrPage = {
  blocks: [
    {
      paragraphs: [
        {
          lines: [
            {
              words: [
                {
                  text: 'BRAS',
                  confidence: 60,
                  bbox: { x0: 10, y0: 10, x1: 50, y1: 20 },
                  symbols: [0, 1, 2, 3].map((i) => ({
                    text: 'BRAS'[i]!,
                    bbox: { x0: 10 + 10 * i, y0: 10, x1: 19 + 10 * i, y1: 20 },
                  })),
                },
              ],
            },
            {
              words: [
                {
                  text: 'MESSI',
                  confidence: 90,
                  bbox: { x0: 10, y0: 30, x1: 60, y1: 40 },
                  symbols: [...'MESSI'].map((text, i) => ({
                    text,
                    bbox: { x0: 10 + 10 * i, y0: 30, x1: 19 + 10 * i, y1: 40 },
                  })),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('readStickers', () => {
  it('gives each word that may be a code the shape of each character, and no other word', async () => {
    const words = await readStickers(
      photo(),
      () => Promise.resolve(page),
      (text) => text.startsWith('BRA'),
    );
    const codes = words.filter((word) => word.text === 'BRAS');
    // two cuts of the card and two close-ups of the code, each read once
    expect(codes).toHaveLength(4);
    for (const word of codes) expect(word.glyphs).toHaveLength(4);
    for (const word of words.filter((word) => word.text === 'MESSI')) {
      expect(word.glyphs).toBeUndefined();
    }
  });
});
