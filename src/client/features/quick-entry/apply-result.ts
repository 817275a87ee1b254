import type { BulkResult } from '../../../domain/collection/collection';

/** A sticker the server did not change, by its number, with the server's reason. */
export interface SkippedSticker {
  number: string;
  reason: string;
}

export interface ApplyOutcome {
  toast: { title: string; description?: string; variant: 'success' | 'destructive' };
  skipped: SkippedSticker[];
}

const stickers = (count: number) => (count === 1 ? '1 sticker' : `${count} stickers`);

/**
 * The toast after Apply and the stickers the server skipped (promised copies, an archived
 * collection…), named by number. Example: 10 saved, 2 skipped → "Updated 10 stickers, 2 skipped".
 */
export function describeApplyResult(
  { results }: BulkResult,
  numbersById: ReadonlyMap<number, string>,
): ApplyOutcome {
  const skipped = results.errors.map(({ id, message }) => ({
    number: numbersById.get(id) ?? `#${id}`,
    reason: message,
  }));
  const done = results.success.length;
  if (skipped.length === 0) {
    return { toast: { title: `Updated ${stickers(done)}`, variant: 'success' }, skipped };
  }
  const title =
    done === 0 ? 'No stickers updated' : `Updated ${stickers(done)}, ${skipped.length} skipped`;
  return {
    toast: { title, description: skipped[0]?.reason, variant: 'destructive' },
    skipped,
  };
}
