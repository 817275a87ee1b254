import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  bulkResultSchema,
  type BulkResult,
  type CollectionSummary,
} from '../../../domain/collection/collection';
import { stickerSchema, type Sticker, type StickerPatch } from '../../../domain/sticker/sticker';
import { toast } from '../../components/ui/toast-store';
import { apiJson, errorMessage } from '../../lib/api-client';
import { getQueryFn } from '../../lib/query-client';
import {
  applyUpdates,
  removeStickers,
  replaceSticker,
  restoreStickers,
  type StickerUpdate,
} from './sticker-cache';

/** The stickers of one collection, in album order. */
export function stickersQueryKey(collectionId: number) {
  return ['/api/collections', collectionId, 'stickers'] as const;
}

const stickerListSchema = z.array(stickerSchema);
const fetchStickerList = getQueryFn<unknown>({ on401: 'throw' });

export function useStickers(collectionId: number) {
  return useQuery({
    queryKey: stickersQueryKey(collectionId),
    queryFn: async (context) => stickerListSchema.parse(await fetchStickerList(context)),
  });
}

type Snapshot = Map<number, Sticker>;

// The optimistic half of every sticker mutation: stop a refetch from overwriting the change,
// then change the cached list at once so the slot updates the moment it is tapped (spec §4).
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

// spec §4: a failed update rolls back and refetches.
function rollBack(queryClient: QueryClient, collectionId: number, previous: Snapshot | undefined) {
  const key = stickersQueryKey(collectionId);
  if (previous && previous.size > 0) {
    queryClient.setQueryData<Sticker[]>(key, (stickers) =>
      stickers ? restoreStickers(stickers, previous) : stickers,
    );
  }
  void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

// The collections list (cached under its URL) carries per-collection counts (decisions.md).
const collectionListKey = ['/api/collections'] as const;

/**
 * Keeps the collections list's counts for this collection in step with its stickers, so the
 * collection cards change with every tap (optimistically too) without refetching the list.
 */
export function useCollectionCountsSync(
  collectionId: number,
  { ownedCount, stickerCount }: { ownedCount: number; stickerCount: number },
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData<CollectionSummary[]>(collectionListKey, (list) => {
      const current = list?.find((collection) => collection.id === collectionId);
      if (!list || !current) return list;
      if (current.ownedCount === ownedCount && current.stickerCount === stickerCount) return list;
      return list.map((collection) =>
        collection.id === collectionId ? { ...collection, ownedCount, stickerCount } : collection,
      );
    });
  }, [queryClient, collectionId, ownedCount, stickerCount]);
}

/** `PATCH /api/stickers/{id}`: one sticker, applied optimistically. */
export function useUpdateSticker(collectionId: number) {
  const queryClient = useQueryClient();
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
    mutationFn: ({ id, patch }: { id: number; patch: StickerPatch }) =>
      apiJson<unknown>('PATCH', `/api/stickers/${id}`, patch).then((body) =>
        stickerSchema.parse(body),
      ),
    onMutate: ({ id, patch }) => {
      inFlight.current.set(id, (inFlight.current.get(id) ?? 0) + 1);
      return changeList(queryClient, collectionId, (stickers) =>
        applyUpdates(stickers, [{ id, data: patch }]),
      );
    },
    onSuccess: (updated) => {
      if (settle(updated.id) > 0) return;
      queryClient.setQueryData<Sticker[]>(stickersQueryKey(collectionId), (stickers) =>
        stickers ? replaceSticker(stickers, updated) : stickers,
      );
    },
    onError: (error, { id }, previous) => {
      const othersPending = settle(id) > 0;
      rollBack(queryClient, collectionId, othersPending ? undefined : previous);
      toast({
        title: 'Failed to update sticker',
        description: errorMessage(error),
        variant: 'destructive',
      });
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

async function sendInSlices<T>(
  items: readonly T[],
  send: (slice: T[]) => Promise<unknown>,
): Promise<BulkResult> {
  const total: BulkResult = { results: { success: [], errors: [] } };
  for (let start = 0; start < items.length; start += BULK_SLICE) {
    const { results } = bulkResultSchema.parse(await send(items.slice(start, start + BULK_SLICE)));
    total.results.success.push(...results.success);
    total.results.errors.push(...results.errors);
  }
  return total;
}

/**
 * `PATCH /api/stickers/bulk`, applied optimistically. Callers pass their own onSuccess/onError
 * for the action's toasts (spec §8); stickers the server skipped are refetched.
 */
export function useBulkUpdate(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: StickerUpdate[]) =>
      sendInSlices(updates, (slice) => apiJson<unknown>('PATCH', bulkPath, { updates: slice })),
    onMutate: (updates) =>
      changeList(queryClient, collectionId, (stickers) => applyUpdates(stickers, updates)),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      sendInSlices(ids, (slice) => apiJson<unknown>('DELETE', bulkPath, { ids: slice })),
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
