import { specialKindOf } from '../catalogue/specials';
import type { Specials } from '../catalogue/specials';
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
 * One listed sticker as shares print it: `12`, `12 (x2)` for copies on offer, and for a special
 * (decision 021) its kind, `FWC1 (foil)` or `FWC1 (foil, x2)`.
 */
export function formatListedItem(
  { number, quantity }: TradeItem,
  specials?: Readonly<Specials> | null,
): string {
  const marks = [specialKindOf(specials, number), quantity > 1 ? `x${quantity}` : undefined];
  const said = marks.filter((mark) => mark !== undefined);
  return said.length > 0 ? `${number} (${said.join(', ')})` : number;
}

/**
 * A list in album order with runs of following numbers written as ranges, the way quick entry
 * reads them back. Items with more than one copy on offer keep their count and are never part of
 * a range. Example: `1, 2, 3, 4, 7, 9, 10, 12 (x2)` → `1-4, 7, 9, 10, 12 (x2)`;
 * `MEX1, MEX2, MEX3` → `MEX1-MEX3`. A special in `specials` is never in a range either: it is
 * written on its own, marked — `FWC1 (foil), FWC2-FWC4`.
 */
export function formatRanges(
  items: readonly TradeItem[],
  specials?: Readonly<Specials> | null,
): string[] {
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= MIN_RUN) parts.push(`${run[0]}-${run[run.length - 1]}`);
    else parts.push(...run);
    run = [];
  };
  for (const item of items) {
    const { number, quantity } = item;
    if (quantity > 1 || specialKindOf(specials, number) !== undefined) {
      flush();
      parts.push(formatListedItem(item, specials));
      continue;
    }
    const last = run[run.length - 1];
    if (last !== undefined && !follows(last, number)) flush();
    run.push(number);
  }
  flush();
  return parts;
}
