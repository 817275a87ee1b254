import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { SPECIAL_KINDS, type Specials } from '../../../../domain/catalogue/specials';
import { isCollectionEditable, type Collection } from '../../../../domain/collection/collection';
import { listPartners } from '../../../../domain/collection/filters';
import { countStickers } from '../../../../domain/collection/progress';
import { isInTrade, type Sticker, type StickerPatch } from '../../../../domain/sticker/sticker';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { onDemand, onDemandControl } from '../../../lib/on-demand';
import { useTemplateDetail } from '../../catalogue/api';
import type { ReportTarget } from '../../catalogue/public';
import { useCollectionCountsSync, useStickers, useUpdateSticker } from '../api';
import { NO_VALID_STICKERS_MESSAGE } from '../selection';
import { useBulkActions } from '../use-bulk-actions';
import { useJumpToSticker } from '../use-jump-to-sticker';
import { useStickerFilters } from '../use-sticker-filters';
import { useStickerSelection } from '../use-sticker-selection';
import { ArchivedNotice } from './archived-notice';
import { BackToTopButton } from './back-to-top-button';
import { BulkActionsButton } from './bulk-actions-button';
import type { BulkActionsMenuProps } from './bulk-actions-menu';
import { JumpToNumber } from './jump-to-number';
import { PinnedFilterBar } from './pinned-filter-bar';
import { RetiredNotice } from './retired-notice';
import { SelectionBar } from './selection-bar';
import { StickerBoardError, StickerBoardLoading, StickerGridEmpty } from './sticker-board-states';
import { StickerFilterBar } from './sticker-filter-bar';
import { StickerGrid } from './sticker-grid';
import { StickerLegend } from './sticker-legend';
import { StickerProgressCard } from './sticker-progress-card';

// What un-owning a sticker cleared, e.g. "Its 3 copies and the for-trade mark were cleared."
// Each case is a whole sentence, so a translator words it as their language does (decision 038).
function lostInWords(i18n: I18n, { quantity, forTrade }: Sticker): string {
  if (quantity > 1 && forTrade) {
    return i18n._(msg`Its ${quantity} copies and the for-trade mark were cleared.`);
  }
  if (quantity > 1) return i18n._(msg`Its ${quantity} copies were cleared.`);
  return i18n._(msg`The for-trade mark was cleared.`);
}

const NO_SPECIALS: Readonly<Specials> = {};

// The board's dialogs and its bulk-actions menu load when first needed, each preloaded when the
// pointer or focus heads for what opens it (docs/decisions/024): the first paint does not wait
// for their code. Offline they come from the service worker's precache (decision 016).
const StickerDetailsSheet = onDemand(
  async () => (await import('./sticker-details-sheet')).StickerDetailsSheet,
);
const PendingTradeDialog = onDemand(
  async () => (await import('./pending-trade-dialog')).PendingTradeDialog,
);
const DeleteStickersDialog = onDemand(
  async () => (await import('./delete-stickers-dialog')).DeleteStickersDialog,
);
const ReportChecklistDialog = onDemand(
  async () => (await import('../../catalogue/public')).ReportChecklistDialog,
);
// Loading the menu preloads the two dialogs its items open.
const BulkActionsMenu = onDemandControl<BulkActionsMenuProps>(async () => {
  PendingTradeDialog.preload();
  DeleteStickersDialog.preload();
  return (await import('./bulk-actions-menu')).BulkActionsMenu;
});

/**
 * The selected collection's stickers (docs/product.md "Screens", Dashboard): progress, filters,
 * jump, selection and bulk actions, then the grid. Mount it keyed by collection id, so choosing
 * another collection starts with no selection and the filters reset.
 */
export function StickerBoard({
  collection,
  tools,
  share,
}: {
  collection: Collection;
  /** More controls for the row of bulk actions, e.g. the quick-entry button (decision 010). */
  tools?: ReactNode;
  /** The way to the share controls, at the top of the board (docs/product.md "Screens"). */
  share?: ReactNode;
}) {
  const query = useStickers(collection.id);
  if (query.isPending) return <StickerBoardLoading />;
  // A failed refresh (no signal) keeps showing the list as last seen; only no list at all is an error.
  if (query.data === undefined) {
    return <StickerBoardError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <LoadedStickerBoard collection={collection} stickers={query.data} tools={tools} share={share} />
  );
}

function LoadedStickerBoard({
  collection,
  stickers,
  tools,
  share,
}: {
  collection: Collection;
  stickers: Sticker[];
  tools: ReactNode;
  share: ReactNode;
}) {
  const { t } = useLingui();
  const { i18n, _ } = useLinguiRuntime();
  const isEditable = isCollectionEditable(collection);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const filterBarRef = useRef<HTMLDivElement>(null);
  const selection = useStickerSelection();
  const { shown, barProps, showAll } = useStickerFilters(stickers);
  const { jump, highlightedId, jumpTo } = useJumpToSticker(stickers, shown, showAll);
  const { mutate: updateSticker } = useUpdateSticker(collection.id);
  // The album's specials (decision 021): without them (no signal yet) the board still works.
  const specials = useTemplateDetail(collection.templateId).data?.specials ?? NO_SPECIALS;
  const specialKinds = useMemo(() => {
    const present = new Set(Object.values(specials));
    return SPECIAL_KINDS.filter((kind) => present.has(kind));
  }, [specials]);
  const retiredCount = useMemo(
    () => stickers.filter((sticker) => sticker.retired).length,
    [stickers],
  );
  const [reportTarget, setReportTarget] = useState<ReportTarget>();

  const pendingPartners = useMemo(
    () => listPartners(stickers.filter((sticker) => sticker.isPending)),
    [stickers],
  );
  const counts = useMemo(
    () => countStickers(stickers, collection.template.totalStickers),
    [stickers, collection.template.totalStickers],
  );
  useCollectionCountsSync(collection.id, {
    ownedCount: counts.owned,
    stickerCount: stickers.length,
  });
  const stickersById = useMemo(
    () => new Map(stickers.map((sticker) => [sticker.id, sticker])),
    [stickers],
  );
  const longestCode = useMemo(
    () => stickers.reduce((longest, sticker) => Math.max(longest, sticker.number.length), 1),
    [stickers],
  );
  const isNumeric = useMemo(
    () => stickers.every((sticker) => /^\d+$/.test(sticker.number)),
    [stickers],
  );

  const bulk = useBulkActions({
    collectionId: collection.id,
    stickersById,
    shown,
    stickers,
    selection,
  });

  const { isSelecting, toggle } = selection;
  const onPress = useCallback(
    (sticker: Sticker) => {
      if (isSelecting) toggle(sticker.id);
      // a tap must not wipe a trade record by accident: traded stickers open their details
      else if (!isEditable || isInTrade(sticker)) setDetailsId(sticker.id);
      else {
        updateSticker({ id: sticker.id, patch: { owned: !sticker.owned } });
        // A tap that throws away spare copies or a trade flag can be taken back (decision 012).
        if (sticker.owned && (sticker.quantity > 1 || sticker.forTrade)) {
          const { quantity, forTrade, keepSpares } = sticker;
          const number = sticker.number;
          toast({
            title: t`Sticker ${number} is needed again`,
            description: lostInWords(i18n, sticker),
            action: {
              label: t`Undo`,
              onClick: () =>
                updateSticker({
                  id: sticker.id,
                  patch: { owned: true, forTrade, quantity, keepSpares },
                }),
            },
          });
        }
      }
    },
    [isSelecting, toggle, isEditable, updateSticker, t, i18n],
  );
  const onPatch = useCallback(
    (id: number, patch: StickerPatch) => updateSticker({ id, patch }),
    [updateSticker],
  );

  const selectAll = () => {
    if (shown.length === 0) toast({ title: _(NO_VALID_STICKERS_MESSAGE) });
    else selection.selectOnly(shown.map((sticker) => sticker.id));
  };

  const selectedCount = selection.selected.size;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {!isEditable && <ArchivedNotice />}
      {retiredCount > 0 && <RetiredNotice count={retiredCount} />}
      <StickerProgressCard title={collection.template.title} counts={counts} action={share} />

      <section aria-label={t`Sticker tools`} className="grid gap-3">
        <div ref={filterBarRef}>
          <StickerFilterBar {...barProps} />
        </div>
        <div className="grid gap-3 md:flex md:items-start md:justify-between">
          <div className="md:w-72">
            <JumpToNumber onJump={jumpTo} isNumeric={isNumeric} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <SelectionBar
              isSelecting={isSelecting}
              selectedCount={selectedCount}
              isEditable={isEditable}
              onSelectingChange={selection.setSelecting}
              onSelectAll={selectAll}
              onClear={selection.clear}
            />
            {/* Wraps on a phone: with Scan beside Quick entry and Action the three no longer fit
                one row at 375 px. */}
            <div className="ml-auto flex flex-wrap justify-end gap-2">
              {tools}
              <BulkActionsMenu
                actions={bulk}
                selectedCount={selectedCount}
                pendingPartners={pendingPartners}
                isEditable={isEditable}
                standIn={(standIn) => (
                  <BulkActionsButton
                    isBusy={bulk.isBusy}
                    isEditable={isEditable}
                    aria-haspopup="menu"
                    {...standIn}
                  />
                )}
              />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <StickerLegend
            isEditable={isEditable}
            specialKinds={specialKinds}
            hasRetired={retiredCount > 0}
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            {...ReportChecklistDialog.intent}
            onClick={() =>
              setReportTarget({
                templateId: collection.templateId,
                title: collection.template.title,
                collectionId: collection.id,
              })
            }
          >
            <Flag aria-hidden />
            <Trans>Report a wrong checklist</Trans>
          </Button>
        </div>
      </section>

      {shown.length === 0 ? (
        <StickerGridEmpty isFiltered={stickers.length > 0} onShowAll={showAll} />
      ) : (
        // Any slot can open the details sheet: heading for the grid preloads it.
        <StickerGrid
          intent={StickerDetailsSheet.intent}
          stickers={shown}
          specials={specials}
          longestCode={longestCode}
          selected={selection.selected}
          isSelecting={isSelecting}
          highlightedId={highlightedId}
          jump={jump}
          onPress={onPress}
          onOpenDetails={setDetailsId}
        />
      )}

      <PinnedFilterBar
        {...barProps}
        anchor={filterBarRef}
        status={isSelecting ? t`${selectedCount} selected` : undefined}
      />
      <BackToTopButton />

      <StickerDetailsSheet
        when={detailsId !== null}
        onUnavailable={() => setDetailsId(null)}
        sticker={detailsId === null ? undefined : stickersById.get(detailsId)}
        specials={specials}
        isEditable={isEditable}
        onClose={() => setDetailsId(null)}
        onPatch={onPatch}
      />
      <PendingTradeDialog
        when={bulk.confirming?.kind === 'pending'}
        onUnavailable={bulk.cancelConfirm}
        count={bulk.confirming?.kind === 'pending' ? bulk.confirming.ids.length : null}
        onCancel={bulk.cancelConfirm}
        onConfirm={bulk.markPending}
      />
      <DeleteStickersDialog
        when={bulk.confirming?.kind === 'delete'}
        onUnavailable={bulk.cancelConfirm}
        count={bulk.confirming?.kind === 'delete' ? bulk.confirming.ids.length : null}
        onCancel={bulk.cancelConfirm}
        onConfirm={bulk.deleteConfirmed}
      />
      <ReportChecklistDialog
        when={reportTarget !== undefined}
        onUnavailable={() => setReportTarget(undefined)}
        target={reportTarget}
        onClose={() => setReportTarget(undefined)}
      />
    </div>
  );
}
