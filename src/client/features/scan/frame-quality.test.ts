import { describe, expect, it } from 'vitest';
import { frameProblem } from './frame-quality';

const image = (width: number, height: number, pixel: (x: number, y: number) => number) => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data[y * width + x] = pixel(x, y);
  return { width, height, data };
};

describe('frameProblem', () => {
  it('calls a frame with print on it readable', () => {
    expect(
      frameProblem(image(64, 64, (x, y) => (((x >> 2) + (y >> 2)) % 2 ? 230 : 20))),
    ).toBeNull();
  });

  it('calls a nearly black frame dark', () => {
    expect(frameProblem(image(64, 64, (x) => (x % 8 === 0 ? 60 : 10)))).toBe('dark');
  });

  it('calls a frame with no sharp edge blurred', () => {
    expect(frameProblem(image(64, 64, (x) => 100 + x))).toBe('blurred');
  });
});
