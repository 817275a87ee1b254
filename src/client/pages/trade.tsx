import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import { isCollectionEditable, type CollectionSummary } from '../../domain/collection/collection';
import type { TradeList } from '../../domain/trade/trade-list';
import { idParamSchema } from '../../domain/text';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useCollections } from '../features/collections/api';
import { CreateCollectionDialog } from '../features/collections/components/create-collection-dialog';
import { QueryError } from '../features/collections/components/query-error';
import { OtherAlbumNotice } from '../features/trade/components/other-album-notice';
import { TradeScreen } from '../features/trade/components/trade-screen';
import { linkedTradeListQuery } from '../features/trade/api';
import { incomingProblem, type IncomingList } from '../features/trade/incoming-list';
import { useIsOnline } from '../lib/use-is-online';
import { paths, tradeUrl } from '../paths';
import { AlbumPageHeader } from '../components/layout/album-page-header';

/** My collection of a list's album: an active one first (archived ones cannot swap). */
function collectionFor(collections: readonly CollectionSummary[], list: TradeList) {
  const ofAlbum = collections.filter((collection) => collection.templateId === list.templateId);
  return ofAlbum.find(isCollectionEditable) ?? ofAlbum[0];
}

/** The list behind `/trade/CODE` (a link the other collector shared), read once, online. */
function useLinkedList(code: string | undefined) {
  return useQuery({ ...linkedTradeListQuery(code ?? ''), enabled: code !== undefined });
}

/**
 * Trade in person (docs/product.md "Trade in person") at `/trade?collection={id}`, and a shared
 * link at `/trade/{code}` which opens the swap in my collection of that album.
 */
export function TradePage() {
  const { i18n, t } = useLingui();
  const [isLink, params] = useRoute(paths.tradeCode);
  const parsedId = idParamSchema.safeParse(
    new URLSearchParams(useSearch()).get('collection') ?? '',
  );
  const [, navigate] = useLocation();
  const collections = useCollections();
  const linked = useLinkedList(isLink ? params.code : undefined);
  const isOnline = useIsOnline();
  const [scanned, setScanned] = useState<IncomingList>();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [isLinkDismissed, setIsLinkDismissed] = useState(false);
  const [pickedId, setPickedId] = useState<number>();

  const incoming = scanned ?? (isLinkDismissed ? undefined : linked.data);
  const wantedId = pickedId ?? (parsedId.success ? parsedId.data : undefined);
  const chosen =
    wantedId !== undefined
      ? collections.data?.find(({ id }) => id === wantedId)
      : incoming && collections.data
        ? collectionFor(collections.data, incoming.list)
        : undefined;

  // Another collection, keeping the list in hand: the address follows, without a new page.
  const pick = (id: number, list?: IncomingList) => {
    if (list) setScanned(list);
    setPickedId(id);
    if (!isLink) navigate(tradeUrl(id), { replace: true });
  };

  const clearList = () => {
    setScanned(undefined);
    setIsLinkDismissed(true);
  };
  // A list for another album I collect opens in that collection, keeping the list.
  const otherAlbumAction = (list: TradeList) => {
    const mine = collections.data && collectionFor(collections.data, list);
    if (!mine || mine.id === chosen?.id) return undefined;
    return (
      <Button size="lg" onClick={() => pick(mine.id, incoming)}>
        Open it in my {mine.template.title}
      </Button>
    );
  };

  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8">
      <AlbumPageHeader title={t`Trade in person`} albumTitle={chosen?.template.title} />
      {(collections.isPending || (isLink && isOnline && linked.isPending && !parsedId.success)) && (
        <Spinner label={t`Loading…`} className="text-muted-foreground" />
      )}
      {collections.isError && !collections.data && (
        <QueryError
          title={t`Couldn’t load your collections`}
          error={collections.error}
          onRetry={() => void collections.refetch()}
          isRetrying={collections.isFetching}
        />
      )}
      {isLink && !isOnline && !linked.data && (
        <p role="alert" className="rounded-card border bg-card p-4">
          <Trans>
            Opening a trade link needs a connection. With no signal, scan the other collector’s QR
            code instead: choose a collection on the dashboard, then Trade in person.
          </Trans>
        </p>
      )}
      {isLink && linked.isError && (
        <p role="alert" className="rounded-card border border-destructive/40 bg-destructive/5 p-4">
          {incomingProblem(i18n, linked.error)}
        </p>
      )}
      {collections.data && chosen && (
        <TradeScreen
          key={chosen.id}
          collection={chosen}
          incoming={incoming}
          onList={(list) => {
            setScanned(list);
            const mine = collections.data && collectionFor(collections.data, list.list);
            if (mine && mine.templateId !== chosen.templateId) pick(mine.id);
          }}
          onClearList={clearList}
          otherAlbumAction={otherAlbumAction}
          onStartCollection={() => setIsCreateOpen(true)}
        />
      )}
      {collections.data && !chosen && incoming && (
        <OtherAlbumNotice
          list={incoming.list}
          onStartCollection={() => setIsCreateOpen(true)}
          onDismiss={() => navigate(paths.dashboard)}
          dismissLabel={t`Back to collections`}
        />
      )}
      {collections.data && !chosen && !incoming && !isLink && !parsedId.success && (
        <CollectionChoice collections={collections.data} onPick={(id) => pick(id)} />
      )}
      {collections.data && !chosen && parsedId.success && (
        <p role="alert" className="rounded-card border bg-card p-4">
          <Trans>
            We can’t find that collection. Pick one on the dashboard, then choose Trade in person.
          </Trans>
        </p>
      )}
      <CreateCollectionDialog
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        onCreated={(collection) => {
          setIsCreateOpen(false);
          pick(collection.id);
        }}
      />
    </main>
  );
}

/**
 * `/trade` with no collection named (a bookmark, the app reopened there): which album to swap,
 * rather than an empty page. Only active collections can swap.
 */
function CollectionChoice({
  collections,
  onPick,
}: {
  collections: readonly CollectionSummary[];
  onPick: (id: number) => void;
}) {
  const { i18n } = useLingui();
  const active = collections.filter(isCollectionEditable);
  if (active.length === 0) {
    return (
      <p className="rounded-card border bg-card p-4">
        <Trans>
          Swapping in person needs an active collection.{' '}
          <Link href={paths.dashboard} className="font-semibold text-primary underline">
            Start or activate one on the dashboard
          </Link>
          .
        </Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="trade-choice" className="grid gap-3">
      <h2 id="trade-choice" className="text-lg font-bold">
        <Trans>Which album are you swapping?</Trans>
      </h2>
      <ul className="grid gap-2">
        {active.map((collection) => (
          <li key={collection.id}>
            <button
              type="button"
              onClick={() => onPick(collection.id)}
              className="flex min-h-12 w-full items-center justify-between gap-3 rounded-card border bg-card px-4 py-3 text-left font-semibold shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="truncate">{collection.template.title}</span>
              <span className="shrink-0 text-sm font-normal text-muted-foreground">
                <Trans>
                  {i18n.number(collection.ownedCount)} / {i18n.number(collection.stickerCount)}{' '}
                  owned
                </Trans>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
