import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { idParamSchema } from '../../domain/text';
import { buttonVariants } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useCollections } from '../features/collections/api';
import { QueryError } from '../features/collections/components/query-error';
import { AlbumPageHeader } from '../components/layout/album-page-header';
import { CircleOnlySwitch } from '../features/circles/components/circle-only-switch';
import { MatchesScreen } from '../features/matches/components/matches-screen';
import { ManualCopyDialog } from '../features/sharing/components/manual-copy-dialog';
import { useClipboardCopy } from '../features/sharing/use-clipboard-copy';
import { paths } from '../paths';

function CollectionMissing() {
  return (
    <div className="grid justify-items-start gap-3 rounded-card border bg-card p-5">
      <p className="font-bold">
        <Trans>We can’t find that collection</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>
          It may have been deleted. Pick a collection on the dashboard, then choose Swap matches.
        </Trans>
      </p>
      <Link href={paths.dashboard} className={buttonVariants()}>
        <Trans>Go to my collections</Trans>
      </Link>
    </div>
  );
}

/**
 * Swap matches for one of my collections, at /matches?collection={id} (docs/product.md "Screens").
 */
export function MatchesPage() {
  const { t } = useLingui();
  const parsed = idParamSchema.safeParse(new URLSearchParams(useSearch()).get('collection') ?? '');
  const collections = useCollections();
  const clipboard = useClipboardCopy();
  const collection = parsed.success
    ? collections.data?.find(({ id }) => id === parsed.data)
    : undefined;

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <AlbumPageHeader title={t`Swap matches`} albumTitle={collection?.template.title} />
      {collections.isPending && (
        <Spinner label={t`Loading your collections…`} className="text-muted-foreground" />
      )}
      {collections.isError && (
        <QueryError
          title={t`Couldn’t load your collections`}
          error={collections.error}
          onRetry={() => void collections.refetch()}
          isRetrying={collections.isFetching}
        />
      )}
      {collections.data && !collection && <CollectionMissing />}
      {collection && (
        <MatchesScreen
          key={collection.id}
          collection={collection}
          copyText={clipboard.copy}
          audience={({ circleOnly, isArchived }) => (
            <CircleOnlySwitch
              collectionId={collection.id}
              circleOnly={circleOnly}
              isArchived={isArchived}
            />
          )}
        />
      )}
      <ManualCopyDialog text={clipboard.manualText} onClose={clipboard.closeManualCopy} />
    </main>
  );
}
