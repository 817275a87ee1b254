import type { TradeItem } from './trade-lists';

/** The shortest run written as a range: `1, 2` stays a pair, `1, 2, 3` becomes `1-3`. */
const MIN_RUN = 3;

const CODE = /^(\D*)(\d+)$/;

// `MEX9` then `MEX10` follow each other; `09` then `10` do too, `9` then `010` do not (a code with
// a leading zero keeps its width, so a range stays readable back).
function follows(previous: string, next: string): boolean {
  const a = CODE.exec(previous);
  const b = CODE.exec(next);
  if (!a || !b || a[1] !== b[1]) return false;
  const [digitsA, digitsB] = [a[2]!, b[2]!];
  if (Number(digitsB) !== Number(digitsA) + 1) return false;
  const isPadded = (digits: string) => digits.length > 1 && digits.startsWith('0');
  return !(isPadded(digitsA) || isPadded(digitsB)) || digitsA.length === digitsB.length;
}

/**
 * A list in album order with runs of following numbers written as ranges, the way quick entry
 * reads them back. Items with more than one copy on offer keep their count and are never part of
 * a range. Example: `1, 2, 3, 4, 7, 9, 10, 12 (x2)` → `1-4, 7, 9, 10, 12 (x2)`;
 * `MEX1, MEX2, MEX3` → `MEX1-MEX3`.
 */
export function formatRanges(items: readonly TradeItem[]): string[] {
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= MIN_RUN) parts.push(`${run[0]}-${run[run.length - 1]}`);
    else parts.push(...run);
    run = [];
  };
  for (const { number, quantity } of items) {
    if (quantity > 1) {
      flush();
      parts.push(`${number} (x${quantity})`);
      continue;
    }
    const last = run[run.length - 1];
    if (last !== undefined && !follows(last, number)) flush();
    run.push(number);
  }
  flush();
  return parts;
}
