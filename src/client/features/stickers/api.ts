import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  hashKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import {
  bulkResultSchema,
  type BulkResult,
  type CollectionSummary,
} from '../../../domain/collection/collection';
import { stickerSchema, type Sticker, type StickerPatch } from '../../../domain/sticker/sticker';
import { toastError } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api-client';
import { askAgainOnReturn, collectionQueryKey, collectionsQueryKey } from '../collections/api';
import { submitChange, withPendingChanges, type SubmitOutcome } from '../offline/public';
import {
  applyUpdates,
  removeStickers,
  replaceSticker,
  restoreStickers,
  shownUpdates,
  type ShownPatch,
  type StickerUpdate,
} from './sticker-cache';

/** The stickers of one collection, in album order. */
export function stickersQueryKey(collectionId: number) {
  return [...collectionQueryKey(collectionId), 'stickers'] as const;
}

const stickerListSchema = z.array(stickerSchema);

/**
 * `GET /api/collections/:id/stickers`: the list as the server has it, with the changes still
 * waiting in the outbox on top.
 */
export const stickersQuery = (collectionId: number) =>
  queryOptions({
    queryKey: stickersQueryKey(collectionId),
    queryFn: async ({ signal }) =>
      withPendingChanges(
        collectionId,
        await apiJson('GET', stickersQueryKey(collectionId).join('/'), stickerListSchema, {
          signal,
        }),
      ),
    ...askAgainOnReturn,
  });

/** The stickers of one collection; none asked for while `collectionId` is undefined. */
export function useStickers(collectionId: number | undefined) {
  return useQuery({ ...stickersQuery(collectionId ?? 0), enabled: collectionId !== undefined });
}

// Each field of a change in words (decision 038: whole phrases, so each language words them).
const FLAG_WORDS: Record<
  'owned' | 'forTrade' | 'isPending' | 'isCompleted' | 'keepSpares',
  [MessageDescriptor, MessageDescriptor]
> = {
  owned: [msg`owned`, msg`not owned`],
  forTrade: [msg`for trade`, msg`not for trade`],
  isPending: [msg`pending`, msg`not pending`],
  isCompleted: [msg`completed`, msg`not completed`],
  keepSpares: [msg`keep spares`, msg`not keep spares`],
};

function fieldInWords(i18n: I18n, field: keyof StickerPatch, value: unknown): string {
  if (field === 'quantity' && typeof value === 'number') {
    return i18n._(msg({ message: plural(value, { one: '# copy', other: '# copies' }) }));
  }
  if (field === 'quantityDelta' && typeof value === 'number') {
    const count = Math.abs(value);
    return value > 0
      ? i18n._(msg({ message: plural(count, { one: '# more copy', other: '# more copies' }) }))
      : i18n._(msg({ message: plural(count, { one: '# copy fewer', other: '# copies fewer' }) }));
  }
  if (field === 'pendingWith') {
    const partner = String(value);
    return i18n._(msg`pending with ${partner}`);
  }
  if (!(field in FLAG_WORDS)) return `${field} ${String(value)}`;
  const [yes, no] = FLAG_WORDS[field as keyof typeof FLAG_WORDS];
  return i18n._(value ? yes : no);
}

/** "Sticker 12: owned, 2 copies", for the list of changes that could not be saved. */
function describeChange(
  i18n: I18n,
  queryClient: QueryClient,
  collectionId: number,
  id: number,
  patch: StickerPatch,
) {
  const sticker = queryClient
    .getQueryData<Sticker[]>(stickersQueryKey(collectionId))
    ?.find((s) => s.id === id);
  const words = (Object.keys(patch) as (keyof StickerPatch)[])
    .filter((field) => patch[field] !== undefined)
    .map((field) => fieldInWords(i18n, field, patch[field]));
  const number = sticker?.number ?? String(id);
  const changes = words.join(', ');
  return i18n._(msg`Sticker ${number}: ${changes}`);
}

type Snapshot = Map<number, Sticker>;

// Sticker changes go through the outbox, which keeps them while there is no signal (decision
// 016): TanStack Query must not hold them back itself when the browser says offline, or a change
// made after the signal dropped would live only in memory until it returned.
const throughOutbox = { networkMode: 'always' } as const;

/**
 * The updates as shown, worked out by a mutation's `onMutate` on the list it changes and read by
 * its `mutationFn` (TanStack Query hands both the same variables object): copies added travel
 * as +1 but are shown, and laid from the outbox, as the count seen (`shownUpdates`).
 */
function shownPerMutation<V extends object>() {
  const shown = new WeakMap<V, Array<{ id: number; data: ShownPatch }>>();
  return {
    remember(variables: V, list: readonly Sticker[], updates: readonly StickerUpdate[]) {
      const result = shownUpdates(list, updates);
      shown.set(variables, result);
      return result;
    },
    /** What `remember` worked out; with no list cached, the values without the delta. */
    take(variables: V, updates: readonly StickerUpdate[]) {
      const result = shown.get(variables) ?? shownUpdates([], updates);
      shown.delete(variables);
      return result;
    },
  };
}

// The optimistic half of every sticker mutation: stop a refetch from overwriting the change,
// then change the cached list at once so the slot updates the moment it is tapped (decision 007).
async function changeList(
  queryClient: QueryClient,
  collectionId: number,
  change: (stickers: readonly Sticker[]) => { next: Sticker[]; previous: Snapshot },
): Promise<Snapshot> {
  const key = stickersQueryKey(collectionId);
  // an in-flight refetch of the list must not land on top of the change
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const current = queryClient.getQueryData<Sticker[]>(key);
  if (!current) return new Map();
  const { next, previous } = change(current);
  queryClient.setQueryData(key, next);
  return previous;
}

// A failed update rolls back and refetches.
function rollBack(queryClient: QueryClient, collectionId: number, previous: Snapshot | undefined) {
  const key = stickersQueryKey(collectionId);
  if (previous && previous.size > 0) {
    queryClient.setQueryData<Sticker[]>(key, (stickers) =>
      stickers ? restoreStickers(stickers, previous) : stickers,
    );
  }
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

/**
 * Keeps the collections list's counts for this collection in step with its stickers, so the
 * collection cards change with every tap (optimistically too) without refetching the list.
 * Counts already in step write nothing: every write stamps the list as just seen, and the
 * offline banner tells the time the lists were last seen from it (decision 016).
 */
export function useCollectionCountsSync(
  collectionId: number,
  { ownedCount, stickerCount }: { ownedCount: number; stickerCount: number },
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const keepInStep = () =>
      queryClient.setQueryData<CollectionSummary[]>(collectionsQueryKey, (list) => {
        const current = list?.find((collection) => collection.id === collectionId);
        const isInStep =
          current?.ownedCount === ownedCount && current.stickerCount === stickerCount;
        // undefined leaves the cache as it is
        if (!list || !current || isInStep) return undefined;
        return list.map((collection) =>
          collection.id === collectionId ? { ...collection, ownedCount, stickerCount } : collection,
        );
      });
    keepInStep();
    // The list asked for again (another device's changes) carries the server's counts, without
    // the changes still waiting in the outbox: the board's own counts are laid on it again.
    const collectionsHash = hashKey(collectionsQueryKey);
    return queryClient.getQueryCache().subscribe((event) => {
      const isAnswer =
        event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
      if (isAnswer && event.query.queryHash === collectionsHash) keepInStep();
    });
  }, [queryClient, collectionId, ownedCount, stickerCount]);
}

/** `PATCH /api/stickers/{id}`: one sticker, applied optimistically. */
export function useUpdateSticker(collectionId: number) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const shown = useState(() => shownPerMutation<{ id: number; patch: StickerPatch }>())[0];
  // Changes to one sticker still on the wire: an answer is written to the cache only when it
  // is the last, so a slow answer to an earlier tap cannot undo a later one.
  const inFlight = useRef(new Map<number, number>());
  const settle = (id: number) => {
    const left = (inFlight.current.get(id) ?? 1) - 1;
    if (left > 0) inFlight.current.set(id, left);
    else inFlight.current.delete(id);
    return left;
  };

  return useMutation({
    ...throughOutbox,
    // Through the outbox: sent now when there is signal, kept and sent later when there is not.
    mutationFn: async (variables: { id: number; patch: StickerPatch }) => {
      const { id, patch } = variables;
      const outcome = await submitChange({
        method: 'PATCH',
        path: `/api/stickers/${id}`,
        body: patch,
        change: {
          kind: 'update',
          collectionId,
          updates: shown.take(variables, [{ id, data: patch }]),
        },
        label: describeChange(i18n, queryClient, collectionId, id, patch),
      });
      return outcome.status === 'sent' ? stickerSchema.parse(outcome.body) : undefined;
    },
    onMutate: (variables) => {
      const { id, patch } = variables;
      inFlight.current.set(id, (inFlight.current.get(id) ?? 0) + 1);
      return changeList(queryClient, collectionId, (stickers) =>
        applyUpdates(stickers, shown.remember(variables, stickers, [{ id, data: patch }])),
      );
    },
    onSuccess: (updated, { id }) => {
      // Waiting for the signal: the screen already shows the change.
      if (settle(id) > 0 || !updated) return;
      queryClient.setQueryData<Sticker[]>(stickersQueryKey(collectionId), (stickers) =>
        stickers ? replaceSticker(stickers, updated) : stickers,
      );
    },
    onError: (error, { id }, previous) => {
      const othersPending = settle(id) > 0;
      rollBack(queryClient, collectionId, othersPending ? undefined : previous);
      toastError(error, i18n._(msg`Failed to update sticker`));
    },
  });
}

const bulkPath = '/api/stickers/bulk';

// The stickers the server skipped, as they were before the optimistic change.
function skippedOnly({ results }: BulkResult, previous: Snapshot): Snapshot {
  const skipped: Snapshot = new Map();
  for (const { id } of results.errors) {
    const before = previous.get(id);
    if (before) skipped.set(id, before);
  }
  return skipped;
}

// A whole 10,000-sticker album in one body could pass the server's 1 MB limit with long trader
// names, so big changes go in slices, one after another, and their answers are added up.
const BULK_SLICE = 2_500;

/**
 * Puts each slice in the outbox (in order) and adds up the answers of those sent now; slices that
 * wait for the signal count as done, their stickers already show the change.
 */
async function sendInSlices<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  submit: (slice: T[]) => Promise<SubmitOutcome>,
): Promise<BulkResult> {
  const total: BulkResult = { results: { success: [], errors: [] } };
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += BULK_SLICE) {
    slices.push(items.slice(start, start + BULK_SLICE));
  }
  const outcomes = await Promise.all(slices.map(submit));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status !== 'sent') {
      total.results.success.push(...slices[index]!.map(idOf));
      continue;
    }
    const { results } = bulkResultSchema.parse(outcome.body);
    total.results.success.push(...results.success);
    total.results.errors.push(...results.errors);
  }
  return total;
}

/**
 * `PATCH /api/stickers/bulk`, applied optimistically. Callers pass their own onSuccess/onError
 * for the action's toasts; stickers the server skipped are refetched.
 */
export function useBulkUpdate(collectionId: number) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const shown = useState(() => shownPerMutation<StickerUpdate[]>())[0];
  return useMutation({
    ...throughOutbox,
    mutationFn: (updates: StickerUpdate[]) => {
      // Sliced alike, so each slice's overlay is its own updates as shown.
      const shownAll = shown.take(updates, updates);
      return sendInSlices(
        updates.map((update, index) => ({ update, shown: shownAll[index]! })),
        ({ update }) => update.id,
        (slice) =>
          submitChange({
            method: 'PATCH',
            path: bulkPath,
            body: { updates: slice.map(({ update }) => update) },
            change: { kind: 'update', collectionId, updates: slice.map((pair) => pair.shown) },
            label: i18n._(
              msg({
                message: plural(slice.length, {
                  one: '# sticker changed together',
                  other: '# stickers changed together',
                }),
              }),
            ),
          }),
      );
    },
    onMutate: (updates) =>
      changeList(queryClient, collectionId, (stickers) =>
        applyUpdates(stickers, shown.remember(updates, stickers, updates)),
      ),
    onSuccess: (result, _updates, previous) => {
      if (result.results.errors.length > 0) {
        rollBack(queryClient, collectionId, skippedOnly(result, previous));
      }
    },
    onError: (_error, _updates, previous) => rollBack(queryClient, collectionId, previous),
  });
}

/** `DELETE /api/stickers/bulk`, removing the stickers from the list at once. */
export function useBulkDelete(collectionId: number) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    ...throughOutbox,
    mutationFn: (ids: number[]) =>
      sendInSlices(
        ids,
        (id) => id,
        (slice) =>
          submitChange({
            method: 'DELETE',
            path: bulkPath,
            body: { ids: slice },
            change: { kind: 'delete', collectionId, ids: slice },
            label: i18n._(
              msg({
                message: plural(slice.length, {
                  one: '# sticker deleted',
                  other: '# stickers deleted',
                }),
              }),
            ),
          }),
      ),
    onMutate: (ids) =>
      changeList(queryClient, collectionId, (stickers) => removeStickers(stickers, ids)),
    onSuccess: (result, _ids, previous) => {
      if (result.results.errors.length > 0) {
        rollBack(queryClient, collectionId, skippedOnly(result, previous));
      }
    },
    onError: (_error, _ids, previous) => rollBack(queryClient, collectionId, previous),
  });
}
