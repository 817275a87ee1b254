import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api-client';
import { useBulkUpdate } from '../stickers/api';
import { describeApplyResult, type SkippedSticker } from './apply-result';
import type { QuickEntryPlan } from './plan';

// A phone at a swap meet may reload the tab (or the collector may close the box by mistake): the
// list typed so far is kept for the session, per collection, until it is applied.
const draftKey = (collectionId: number) => `swapsies.quick-entry.${collectionId}`;

function readDraft(collectionId: number): string {
  try {
    return window.sessionStorage.getItem(draftKey(collectionId)) ?? '';
  } catch {
    return ''; // storage blocked: the draft lives in memory only
  }
}

function writeDraft(collectionId: number, text: string) {
  try {
    if (text === '') window.sessionStorage.removeItem(draftKey(collectionId));
    else window.sessionStorage.setItem(draftKey(collectionId), text);
  } catch {
    // storage blocked or full: the draft lives in memory only
  }
}

/**
 * The quick-entry box's state that outlives the box: the text typed, and Apply, whose answer
 * (toast and skipped stickers) still arrives if the box was closed while it was on the wire.
 */
export function useQuickEntry(collectionId: number) {
  const { i18n } = useLingui();
  const [text, setText] = useState(() => readDraft(collectionId));
  const [skipped, setSkipped] = useState<SkippedSticker[]>([]);
  const bulk = useBulkUpdate(collectionId);

  const changeText = (next: string) => {
    setText(next);
    setSkipped([]);
    writeDraft(collectionId, next);
  };

  /** Sends the plan's updates in one bulk call; `onSaved` runs when every one was saved. */
  const apply = (plan: QuickEntryPlan, onSaved: () => void) => {
    const numbersById = new Map(
      plan.groups.flatMap((group) => group.changes.map((change) => [change.id, change.number])),
    );
    setSkipped([]);
    bulk.mutate(plan.updates, {
      onSuccess: (result) => {
        const outcome = describeApplyResult(result, numbersById, i18n);
        toast(outcome.toast);
        setSkipped(outcome.skipped);
        if (outcome.skipped.length > 0) return;
        changeText('');
        onSaved();
      },
      onError: (error) => {
        const reason = errorMessage(error);
        toast({
          title: i18n._(msg`Couldn’t save your list`),
          description: i18n._(msg`${reason} — your list is kept, so you can try again.`),
          variant: 'destructive',
        });
      },
    });
  };

  return { text, changeText, skipped, apply, isSaving: bulk.isPending };
}

export type QuickEntryState = ReturnType<typeof useQuickEntry>;
