import { ArchiveX } from 'lucide-react';
import { RETIRED_LABEL } from '../sticker-display';

/**
 * docs/product.md "Albums and the catalogue": a corrected checklist dropped codes this collector
 * had copies or a trade of; they are kept, after the album's own stickers, and flagged.
 */
export function RetiredNotice({ count }: { count: number }) {
  const stickers = count === 1 ? '1 sticker is' : `${count} stickers are`;
  return (
    <div className="flex items-start gap-3 rounded-card border bg-muted p-4">
      <ArchiveX aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p className="font-bold">{stickers} no longer in the album</p>
        <p className="text-sm text-muted-foreground">
          The album’s checklist was corrected. You had copies or a trade of{' '}
          {count === 1 ? 'it' : 'them'}, so {count === 1 ? 'it stays' : 'they stay'} at the end of
          your board, marked “{RETIRED_LABEL}”. Nothing you saved was lost.
        </p>
      </div>
    </div>
  );
}
