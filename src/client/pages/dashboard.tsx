import { Trans, useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { isCollectionEditable, type CollectionSummary } from '../../domain/collection/collection';
import { Button } from '../components/ui/button';
import { toastError } from '../components/ui/toast-store';
import { useTemplateDetail } from '../features/catalogue/api';
import { useCollections, useSetCollectionSharing } from '../features/collections/api';
import {
  CollectionSwitcher,
  CollectionSwitcherSkeleton,
} from '../features/collections/components/collection-switcher';
import { CollectionsEmptyState } from '../features/collections/components/collections-empty-state';
import { CollectionsHeader } from '../features/collections/components/collections-header';
import { GoProButton } from '../features/pro/components/go-pro-button';
import { QueryError } from '../features/collections/components/query-error';
import { QuickActions } from '../features/collections/components/quick-actions';
import { useSelectedCollection } from '../features/collections/use-selected-collection';
import { useUpgradeSuccessNotice } from '../features/collections/use-upgrade-success-notice';
import { FindSwapsLink } from '../features/matches/components/find-swaps-link';
import { TradeInPersonLink } from '../features/trade/components/trade-in-person-link';
import { ProBanner } from '../features/pro/components/pro-banner';
import { showUpgrade } from '../features/pro/paywall-store';
import { QuickEntryButton } from '../features/quick-entry/components/quick-entry-button';
import { ScanButton } from '../features/scan/public';
import { useUser } from '../features/session/api';
import { MessageRangesSwitch } from '../features/sharing/components/message-ranges-switch';
import { PublicLinkControl } from '../features/sharing/components/public-link-control';
import { useClipboardCopy } from '../features/sharing/use-clipboard-copy';
import { useCopyTradeMessage } from '../features/sharing/use-copy-trade-message';
import { useMessageRanges } from '../features/sharing/use-message-ranges';
import { preloadTradeImage, useTradeImageExport } from '../features/sharing/use-trade-image-export';
import { useStickers } from '../features/stickers/api';
import { StickerBoard } from '../features/stickers/components/sticker-board';
import { useScrolledPast } from '../features/stickers/use-scrolled-past';
import { intentTo, onDemand, onDemandControl } from '../lib/on-demand';

// The dashboard's dialogs load when first opened, each preloaded when the pointer or focus heads
// for what opens it (docs/decisions/024): the first paint does not wait for their code.
const CreateCollectionDialog = onDemand(
  async () =>
    (await import('../features/collections/components/create-collection-dialog'))
      .CreateCollectionDialog,
);
const CollectionStatusDialog = onDemand(
  async () =>
    (await import('../features/collections/components/collection-status-dialog'))
      .CollectionStatusDialog,
);
const DeleteCollectionDialog = onDemand(
  async () =>
    (await import('../features/collections/components/delete-collection-dialog'))
      .DeleteCollectionDialog,
);
const FacebookGroupsDialog = onDemand(
  async () =>
    (await import('../features/groups/components/facebook-groups-dialog')).FacebookGroupsDialog,
);
const SuggestGroupDialog = onDemand(
  async () => (await import('../features/pro/components/suggest-group-dialog')).SuggestGroupDialog,
);
const ManualCopyDialog = onDemand(
  async () => (await import('../features/sharing/components/manual-copy-dialog')).ManualCopyDialog,
);
const GoProPopover = onDemandControl(
  async () => (await import('../features/pro/components/go-pro-popover')).GoProPopover,
);
const ShareImageDialog = onDemand(
  async () => (await import('../features/sharing/components/share-image-dialog')).ShareImageDialog,
);

/** Find Groups opens the groups finder, which can open the suggestion form and manual copy. */
const preloadGroups = () => {
  FacebookGroupsDialog.preload();
  SuggestGroupDialog.preload();
  ManualCopyDialog.preload();
};
const groupsIntent = intentTo(preloadGroups);
/** Export Trade List draws the picture, then may show it in the share dialog. */
const exportIntent = intentTo(() => {
  preloadTradeImage();
  ShareImageDialog.preload();
});

interface SharingProps {
  collection: CollectionSummary;
  isPro: boolean;
  /** The copy button, which the board's Share button focuses. */
  copyRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The selected collection's quick actions with what they open: the Facebook message and
 * trade image from its current stickers, its public link, and the groups finder (Pro).
 * Mount it keyed by collection, so another collection starts afresh.
 */
function CollectionSharing({ collection, isPro, copyRef }: SharingProps) {
  const { id } = collection;
  const { title, totalStickers } = collection.template;
  const { t } = useLingui();
  const stickers = useStickers(id).data;
  // The album's specials (the board's own query): the message and picture mark them.
  const specials = useTemplateDetail(collection.templateId).data?.specials;
  const clipboard = useClipboardCopy();
  const { prefersRanges, setPrefersRanges } = useMessageRanges();
  const copyMessage = useCopyTradeMessage({
    title,
    stickers,
    isPro,
    copy: clipboard.copy,
    prefersRanges,
    specials,
  });
  const image = useTradeImageExport({ title, totalStickers, stickers, specials });
  const sharing = useSetCollectionSharing();
  const [isGroupsOpen, setIsGroupsOpen] = useState(false);
  const [isSuggestOpen, setIsSuggestOpen] = useState(false);
  // At rest the quick actions stay at the end of the board and cover nothing; once it has
  // scrolled (as far as the back-to-top button's 300 px) they float on a laptop (decision 008).
  const floats = useScrolledPast(300);

  const setPublic = (next: boolean) =>
    sharing.mutateAsync({ id, isPublic: next }).catch((error: unknown) => {
      toastError(error, t`Failed to update sharing`);
      return undefined;
    });

  return (
    <>
      <QuickActions
        isPro={isPro}
        floats={floats}
        copyRef={copyRef}
        onCopyMessage={() => void copyMessage()}
        onExportImage={() => void image.exportImage()}
        isExporting={image.isExporting}
        onFindGroups={isPro ? () => setIsGroupsOpen(true) : () => showUpgrade()}
        copyIntent={ManualCopyDialog.intent}
        exportIntent={exportIntent}
        findGroupsIntent={isPro ? groupsIntent : undefined}
        messageOptions={
          <MessageRangesSwitch
            prefersRanges={prefersRanges}
            onPrefersRangesChange={setPrefersRanges}
          />
        }
        publicLink={
          <PublicLinkControl
            collection={collection}
            onPublicChange={setPublic}
            copy={clipboard.copy}
          />
        }
      />
      <ManualCopyDialog
        when={clipboard.manualText !== undefined}
        onUnavailable={clipboard.closeManualCopy}
        text={clipboard.manualText}
        onClose={clipboard.closeManualCopy}
      />
      <ShareImageDialog
        when={image.prepared !== undefined}
        onUnavailable={image.closePrepared}
        image={image.prepared}
        title={title}
        onClose={image.closePrepared}
      />
      {isPro && (
        <FacebookGroupsDialog
          when={isGroupsOpen}
          onUnavailable={() => setIsGroupsOpen(false)}
          collectionId={id}
          title={title}
          open={isGroupsOpen}
          onOpenChange={setIsGroupsOpen}
          onSuggestGroup={() => {
            setIsGroupsOpen(false);
            setIsSuggestOpen(true);
          }}
          copyText={clipboard.copy}
        />
      )}
      <SuggestGroupDialog
        when={isSuggestOpen}
        onUnavailable={() => setIsSuggestOpen(false)}
        open={isSuggestOpen}
        onOpenChange={setIsSuggestOpen}
        defaultKeywords={title}
      />
    </>
  );
}

/**
 * The board's Share button: on a phone the quick actions sit below the whole grid, so this takes
 * the collector to them, focusing Copy Facebook Message (the browser scrolls it into view, clear
 * of the sticky bars; docs/product.md "Screens").
 */
function ShareButton({ copyRef }: { copyRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <Button variant="outline" size="sm" onClick={() => copyRef.current?.focus()}>
      <Share2 aria-hidden />
      <Trans>Share</Trans>
    </Button>
  );
}

/** The collection beside `id` in the list: the next one, else the previous one. */
function neighbourOf(collections: CollectionSummary[], id: number) {
  const index = collections.findIndex((collection) => collection.id === id);
  return collections[index + 1] ?? collections[index - 1];
}

/**
 * The dashboard (docs/product.md "Screens"): the collections, the selected one's board, and
 * sharing.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const { user } = useUser();
  const collections = useCollections();
  const { selected, select } = useSelectedCollection(collections.data);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [statusTarget, setStatusTarget] = useState<CollectionSummary>();
  const [deleteTarget, setDeleteTarget] = useState<CollectionSummary>();
  const copyRef = useRef<HTMLButtonElement>(null);
  useUpgradeSuccessNotice();

  const isPro = user?.isPro ?? false;

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      {isPro && <ProBanner />}
      <CollectionsHeader
        onNewCollection={() => setIsCreateOpen(true)}
        newCollectionIntent={CreateCollectionDialog.intent}
        goPro={
          isPro ? null : (
            <GoProPopover
              standIn={(standIn) => <GoProButton aria-haspopup="dialog" {...standIn} />}
            />
          )
        }
      />

      {collections.isPending && <CollectionSwitcherSkeleton />}
      {collections.isError && !collections.data && (
        <QueryError
          title={t`Couldn’t load your collections`}
          error={collections.error}
          onRetry={() => void collections.refetch()}
          isRetrying={collections.isFetching}
        />
      )}
      {collections.data?.length === 0 && (
        <CollectionsEmptyState
          onCreate={() => setIsCreateOpen(true)}
          createIntent={CreateCollectionDialog.intent}
        />
      )}
      {collections.data && selected && (
        <>
          <CollectionSwitcher
            collections={collections.data}
            selectedId={selected.id}
            onSelect={select}
            onToggleArchived={(collection) => {
              // pin it, so archiving the default choice does not hand the board to another one
              select(collection.id);
              setStatusTarget(collection);
            }}
            onDelete={setDeleteTarget}
            statusIntent={CollectionStatusDialog.intent}
            deleteIntent={DeleteCollectionDialog.intent}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FindSwapsLink collectionId={selected.id} />
            <TradeInPersonLink
              collectionId={selected.id}
              isArchived={!isCollectionEditable(selected)}
            />
          </div>
          {/* A block, not a grid cell, so the quick actions can stick while the board scrolls.
              Keyed as a whole by the collection, so picking another one mounts its board and
              sharing afresh (clearing the selection and filters, docs/product.md "Screens").
              Keying the two children alike instead made React keep the old album's board. */}
          <div key={selected.id} className="space-y-6" data-collection-id={selected.id}>
            <StickerBoard
              collection={selected}
              tools={
                <>
                  <QuickEntryButton collection={selected} />
                  <ScanButton collection={selected} />
                </>
              }
              share={<ShareButton copyRef={copyRef} />}
            />
            <CollectionSharing collection={selected} isPro={isPro} copyRef={copyRef} />
          </div>
        </>
      )}

      <CreateCollectionDialog
        when={isCreateOpen}
        onUnavailable={() => setIsCreateOpen(false)}
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        onCreated={(collection) => {
          select(collection.id);
          setIsCreateOpen(false);
        }}
      />
      <CollectionStatusDialog
        when={statusTarget !== undefined}
        onUnavailable={() => setStatusTarget(undefined)}
        collection={statusTarget}
        onClose={() => setStatusTarget(undefined)}
      />
      <DeleteCollectionDialog
        when={deleteTarget !== undefined}
        onUnavailable={() => setDeleteTarget(undefined)}
        collection={deleteTarget}
        onClose={() => setDeleteTarget(undefined)}
        onDeleted={(deleted) => {
          // The board of a deleted collection must not stay: show the card after it (or before
          // it, if it was the last); with none left, the empty state shows.
          if (deleted.id !== selected?.id || !collections.data) return;
          const next = neighbourOf(collections.data, deleted.id);
          if (next) select(next.id);
        }}
      />
    </main>
  );
}
