import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural } from '@lingui/react/macro';
import { ArchiveX } from 'lucide-react';
import { RETIRED_LABEL } from '../sticker-display';

/**
 * docs/product.md "Albums and the catalogue": a corrected checklist dropped codes this collector
 * had copies or a trade of; they are kept, after the album's own stickers, and flagged.
 */
export function RetiredNotice({ count }: { count: number }) {
  const { _ } = useLinguiRuntime();
  const label = _(RETIRED_LABEL);
  return (
    <div className="flex items-start gap-3 rounded-card border bg-muted p-4">
      <ArchiveX aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p className="font-bold">
          <Plural
            value={count}
            one="# sticker is no longer in the album"
            other="# stickers are no longer in the album"
          />
        </p>
        <p className="text-sm text-muted-foreground">
          <Plural
            value={count}
            one={`The album’s checklist was corrected. You had copies or a trade of it, so it stays at the end of your board, marked “${label}”. Nothing you saved was lost.`}
            other={`The album’s checklist was corrected. You had copies or a trade of them, so they stay at the end of your board, marked “${label}”. Nothing you saved was lost.`}
          />
        </p>
      </div>
    </div>
  );
}
