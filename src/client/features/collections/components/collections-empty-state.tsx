import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { IntentHandlers } from '../../../lib/on-demand';
import { EmptyAlbumIllustration } from './empty-album-illustration';

/** A new collector sees 'No collections yet' and one obvious button. */
export function CollectionsEmptyState({
  onCreate,
  createIntent,
}: {
  onCreate: () => void;
  /** Preloads what Create Collection opens (docs/decisions/024). */
  createIntent?: IntentHandlers;
}) {
  return (
    <section
      aria-labelledby="no-collections-heading"
      className="flex flex-col items-center gap-4 rounded-card border border-dashed bg-card px-6 py-10 text-center sm:py-14"
    >
      <EmptyAlbumIllustration className="w-48 sm:w-56" />
      <div className="grid max-w-sm gap-2">
        <h2 id="no-collections-heading" className="text-xl font-bold">
          <Trans>No collections yet</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>
            Start with your album: pick it from the list or add a new one, then tick off the
            stickers you’ve got.
          </Trans>
        </p>
      </div>
      <Button size="lg" {...createIntent} onClick={onCreate}>
        <Plus aria-hidden />
        <Trans>Create Collection</Trans>
      </Button>
    </section>
  );
}
