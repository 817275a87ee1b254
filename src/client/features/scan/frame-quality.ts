// docs/product.md "Scan": a frame too dark or too blurred to read gets a clear message (and the
// photo path) instead of an empty list that would look like "no stickers here".
import type { GreyImage } from './find-stickers';

export type FrameProblem = 'dark' | 'blurred';

/** Below this mean grey level (0–255) a frame is too dark to read. */
const DARK_MEAN = 35;
/** Below this variance of the Laplacian a frame has no sharp edges: print there is unreadable. */
const BLURRED_VARIANCE = 12;

/** What makes a frame unreadable, if anything. */
export function frameProblem({ width, height, data }: GreyImage): FrameProblem | null {
  let sum = 0;
  for (const value of data) sum += value;
  if (sum / data.length < DARK_MEAN) return 'dark';
  // the variance of the Laplacian, on every second pixel (plenty for a photo)
  let count = 0;
  let total = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const p = y * width + x;
      const laplacian =
        data[p - 1]! + data[p + 1]! + data[p - width]! + data[p + width]! - 4 * data[p]!;
      total += laplacian;
      squares += laplacian * laplacian;
      count += 1;
    }
  }
  if (count === 0) return null;
  const mean = total / count;
  return squares / count - mean * mean < BLURRED_VARIANCE ? 'blurred' : null;
}
