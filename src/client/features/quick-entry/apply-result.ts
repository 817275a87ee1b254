import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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

/**
 * The toast after Apply and the stickers the server skipped (promised copies, an archived
 * collection…), named by number. Example: 10 saved, 2 skipped → "Updated 10 stickers, 2 skipped".
 */
export function describeApplyResult(
  { results }: BulkResult,
  numbersById: ReadonlyMap<number, string>,
  i18n: I18n,
): ApplyOutcome {
  const skipped = results.errors.map(({ id, message }) => ({
    number: numbersById.get(id) ?? `#${id}`,
    reason: message,
  }));
  const done = results.success.length;
  if (skipped.length === 0) {
    const title = i18n._(
      msg({ message: plural(done, { one: 'Updated # sticker', other: 'Updated # stickers' }) }),
    );
    return { toast: { title, variant: 'success' }, skipped };
  }
  const skippedCount = skipped.length;
  const title =
    done === 0
      ? i18n._(msg`No stickers updated`)
      : i18n._(
          msg({
            message: plural(done, {
              one: `Updated # sticker, ${skippedCount} skipped`,
              other: `Updated # stickers, ${skippedCount} skipped`,
            }),
          }),
        );
  return {
    toast: { title, description: skipped[0]?.reason, variant: 'destructive' },
    skipped,
  };
}
