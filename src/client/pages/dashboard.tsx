import { useState } from 'react';
import type { CollectionSummary } from '../../domain/collection/collection';
import { useCollections } from '../features/collections/api';
import { CollectionStatusDialog } from '../features/collections/components/collection-status-dialog';
import {
  CollectionSwitcher,
  CollectionSwitcherSkeleton,
} from '../features/collections/components/collection-switcher';
import { CollectionsEmptyState } from '../features/collections/components/collections-empty-state';
import { CollectionsHeader } from '../features/collections/components/collections-header';
import { CreateCollectionDialog } from '../features/collections/components/create-collection-dialog';
import { DeleteCollectionDialog } from '../features/collections/components/delete-collection-dialog';
import { QueryError } from '../features/collections/components/query-error';
import { QuickActions } from '../features/collections/components/quick-actions';
import { UpgradeDialog } from '../features/collections/components/upgrade-dialog';
import { useSelectedCollection } from '../features/collections/use-selected-collection';
import { useUpgradeSuccessNotice } from '../features/collections/use-upgrade-success-notice';
import { useUser } from '../features/session/api';
import { StickerBoard } from '../features/stickers/components/sticker-board';

/** spec §2 "Dashboard (signed in)": the collections, the selected one's board, and sharing. */
export function DashboardPage() {
  const { user } = useUser();
  const collections = useCollections();
  const { selected, select } = useSelectedCollection(collections.data);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<{ reason?: string }>();
  const [statusTarget, setStatusTarget] = useState<CollectionSummary>();
  const [deleteTarget, setDeleteTarget] = useState<CollectionSummary>();
  useUpgradeSuccessNotice();

  const isPro = user?.isPro ?? false;
  const openUpgrade = (reason?: string) => {
    setIsCreateOpen(false);
    setUpgrade({ reason });
  };

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <CollectionsHeader
        isPro={isPro}
        onNewCollection={() => setIsCreateOpen(true)}
        onUpgrade={() => openUpgrade()}
      />

      {collections.isPending && <CollectionSwitcherSkeleton />}
      {collections.isError && (
        <QueryError
          title="Couldn’t load your collections"
          error={collections.error}
          onRetry={() => void collections.refetch()}
          isRetrying={collections.isFetching}
        />
      )}
      {collections.data?.length === 0 && (
        <CollectionsEmptyState onCreate={() => setIsCreateOpen(true)} />
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
          />
          {/* Keyed, so picking another collection clears its selection and filters (spec §4). */}
          <StickerBoard key={selected.id} collection={selected} />
          <QuickActions
            isPro={isPro}
            // TODO(issue 5): onCopyMessage (Facebook message) and onExportImage (trade image).
            // TODO(issue 5): Pro users' onFindGroups opens the Facebook groups dialog.
            onFindGroups={isPro ? undefined : () => openUpgrade()}
          />
        </>
      )}

      <CreateCollectionDialog
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        onCreated={(collection) => {
          select(collection.id);
          setIsCreateOpen(false);
        }}
        onUpgradeRequired={openUpgrade}
      />
      <CollectionStatusDialog
        collection={statusTarget}
        onClose={() => setStatusTarget(undefined)}
        onUpgradeRequired={openUpgrade}
      />
      <DeleteCollectionDialog
        collection={deleteTarget}
        onClose={() => setDeleteTarget(undefined)}
      />
      <UpgradeDialog
        open={upgrade !== undefined}
        onOpenChange={(open) => !open && setUpgrade(undefined)}
        reason={upgrade?.reason}
      />
    </main>
  );
}
