// Sticker numbers are text and sort naturally (`2` before `10`, `MEX2` before `MEX10`;
// docs/product.md "The things it keeps"). A number is read as runs of ASCII digits and runs of
// anything else.
const RUNS = /\d+|\D+/g;
const DIGITS = /^\d/;

function splitRuns(number: string): string[] {
  return number.match(RUNS) ?? [];
}

// Compares digit runs by value without converting to a number, so any length works:
// leading zeros are dropped, then the longer run is bigger, then the digits decide.
function compareDigitRuns(a: string, b: string): number {
  const left = a.replace(/^0+/, '');
  const right = b.replace(/^0+/, '');
  if (left.length !== right.length) return left.length - right.length;
  return compareText(left, right);
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

// Digits sort before letters (`7` before `MEX1`); letters compare ignoring case.
function compareRuns(a: string, b: string): number {
  const isDigitA = DIGITS.test(a);
  const isDigitB = DIGITS.test(b);
  if (isDigitA !== isDigitB) return isDigitA ? -1 : 1;
  return isDigitA ? compareDigitRuns(a, b) : compareText(a.toLowerCase(), b.toLowerCase());
}

/**
 * Natural order of sticker numbers, total and consistent, for `Array.prototype.sort`.
 * Example: `00` < `1` < `2` < `10` < `mex2` < `MEX10`. Numbers equal in value and letters
 * (`01` and `1`, `mex1` and `MEX1`) fall back to plain code-unit order, so only identical
 * strings compare as 0.
 */
export function compareStickerNumbers(a: string, b: string): number {
  const runsA = splitRuns(a);
  const runsB = splitRuns(b);
  const shared = Math.min(runsA.length, runsB.length);
  for (let index = 0; index < shared; index += 1) {
    const order = compareRuns(runsA[index] ?? '', runsB[index] ?? '');
    if (order !== 0) return order;
  }
  if (runsA.length !== runsB.length) return runsA.length - runsB.length;
  return compareText(a, b);
}

/** A new array of the stickers in natural number order; the input is left as it was. */
export function sortStickers<T extends { number: string }>(stickers: readonly T[]): T[] {
  return [...stickers].sort((a, b) => compareStickerNumbers(a.number, b.number));
}

/** A new array of the numbers in natural order, e.g. `['10', '2']` → `['2', '10']`. */
export function sortStickerNumbers(numbers: readonly string[]): string[] {
  return [...numbers].sort(compareStickerNumbers);
}

/**
 * The numbers of a new collection from a `1..N` template of `total` stickers:
 * `generateNumbers(3)` → `['1', '2', '3']`. Expects a whole number ≥ 0.
 */
export function generateNumbers(total: number): string[] {
  return Array.from({ length: total }, (_, index) => String(index + 1));
}
