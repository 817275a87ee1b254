import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { BulkResult } from '../../../domain/collection/collection';
import type { Sticker, StickerPatch } from '../../../domain/sticker/sticker';
import {
  completePending,
  markForTrade,
  markOwned,
  markPending,
  undoTrade,
} from '../../../domain/sticker/transitions';
import { toast } from '../../components/ui/toast-store';
import { useBulkDelete, useBulkUpdate } from './api';
import { bulkFailureToast, bulkResultToast, type BulkAction } from './bulk-messages';
import { completePendingTargets, undoTargets } from './bulk-targets';
import { checkSelection, type Notice } from './selection';
import type { StickerSelection } from './use-sticker-selection';

interface BulkActionsOptions {
  collectionId: number;
  stickersById: ReadonlyMap<number, Sticker>;
  /** The stickers the current filter shows ("Complete pending trades" → all shown). */
  shown: readonly Sticker[];
  /** Every sticker of the collection (completing for one partner looks beyond the filter). */
  stickers: readonly Sticker[];
  selection: StickerSelection;
}

/** Ids waiting on a confirm dialog (pending partner, delete). */
export type Confirming = { kind: 'pending' | 'delete'; ids: number[] } | null;

/** The actions menu's behaviour: which stickers, which call, which toast. */
export function useBulkActions({
  collectionId,
  stickersById,
  shown,
  stickers,
  selection,
}: BulkActionsOptions) {
  const { i18n } = useLingui();
  const bulkUpdate = useBulkUpdate(collectionId);
  const bulkDelete = useBulkDelete(collectionId);
  const [confirming, setConfirming] = useState<Confirming>(null);

  // A selection is needed; invalid ids are skipped with a notice.
  function selectedIds(): { ids: number[]; notice: Notice | null } | null {
    const check = checkSelection(selection.selected, stickersById, i18n);
    if (!check.ok) {
      toast({ ...check.notice, variant: 'default' });
      if (check.clearSelection) selection.clear();
      return null;
    }
    if (check.notice) toast({ ...check.notice, variant: 'default' });
    return { ids: check.ids, notice: check.notice };
  }

  function handlers(action: BulkAction, notice: Notice | null) {
    // completing by filter or partner ignores the selection, so it leaves it alone
    const isSelectionAction = action !== 'complete';
    return {
      onSuccess: (result: BulkResult) => {
        const message = bulkResultToast(i18n, action, result);
        // a full success keeps the skipped-stickers notice on screen rather than replacing it
        if (!(notice && message.variant === 'success')) toast(message);
        if (isSelectionAction) selection.clear();
      },
      onError: (error: unknown) => {
        toast(bulkFailureToast(i18n, action, error));
      },
    };
  }

  function update(action: BulkAction, ids: number[], patch: StickerPatch, notice: Notice | null) {
    bulkUpdate.mutate(
      ids.map((id) => ({ id, data: patch })),
      handlers(action, notice),
    );
  }

  function applyToSelection(action: BulkAction, patch: StickerPatch) {
    const chosen = selectedIds();
    if (chosen) update(action, chosen.ids, patch, chosen.notice);
  }

  return {
    isBusy: bulkUpdate.isPending || bulkDelete.isPending,
    confirming,
    cancelConfirm: () => setConfirming(null),
    markOwned: () => applyToSelection('owned', markOwned()),
    markForTrade: () => applyToSelection('forTrade', markForTrade()),
    askPartner: () => {
      const chosen = selectedIds();
      if (chosen) setConfirming({ kind: 'pending', ids: chosen.ids });
    },
    markPending: (partner: string) => {
      if (confirming?.kind !== 'pending') return;
      update('pending', confirming.ids, markPending(partner), null);
      setConfirming(null);
    },
    /** All pending stickers shown, or every pending trade with one partner. */
    completePending: (partner?: string) => {
      const target = completePendingTargets(
        partner === undefined ? shown : stickers,
        i18n,
        partner,
      );
      if (!target.ok) toast({ ...target.notice, variant: 'default' });
      else update('complete', target.ids, completePending(), null);
    },
    undoTrades: () => {
      const chosen = selectedIds();
      if (!chosen) return;
      const target = undoTargets(chosen.ids, stickersById, i18n);
      if (!target.ok) toast({ ...target.notice, variant: 'default' });
      else update('undo', target.ids, undoTrade(), chosen.notice);
    },
    askDelete: () => {
      const chosen = selectedIds();
      if (chosen) setConfirming({ kind: 'delete', ids: chosen.ids });
    },
    deleteConfirmed: () => {
      if (confirming?.kind !== 'delete') return;
      bulkDelete.mutate(confirming.ids, handlers('delete', null));
      setConfirming(null);
    },
  };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
