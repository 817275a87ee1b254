import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  inPersonSwapResultSchema,
  inPersonSwapsResponseSchema,
  resolvedTradeCodeSchema,
  scannedMeResponseSchema,
  tradeCodeResponseSchema,
  type InPersonSwap,
  type InPersonSwapInput,
  type ScannedMeResponse,
} from '../../../domain/trade/in-person-swap';
import type { Sticker } from '../../../domain/sticker/sticker';
import { apiJson } from '../../lib/api-client';
import { stickersQueryKey } from '../stickers/api';
import { replaceSticker } from '../stickers/sticker-cache';

// The HTTP routes of decision 017, parsed with the domain's schemas.

export type Scan = ScannedMeResponse['scans'][number];

export const inPersonSwapsQueryKey = (collectionId: number) =>
  ['/api/collections', collectionId, 'in-person-swaps'] as const;
const scannedMeQueryKey = ['/api/in-person', 'scanned-me'] as const;

/** The short code and link for my list, made by the server from what it has (online only). */
export function useTradeCode(collectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['trade-code', collectionId],
    queryFn: async () =>
      tradeCodeResponseSchema.parse(
        await apiJson('POST', `/api/collections/${collectionId}/trade-code`, {}),
      ),
    enabled,
    // A code lasts a while on the server; a new one is asked for each time the screen opens.
    gcTime: 0,
  });
}

/**
 * Another collector's list from the 6-character code they read out (or their link). A POST: it
 * also tells them I scanned them ("They scanned you"), and a read never changes anything.
 */
export async function resolveTradeCode(code: string) {
  return resolvedTradeCodeSchema.parse(
    await apiJson('POST', `/api/trade-codes/${encodeURIComponent(code)}`, {}),
  );
}

/** My in-person swaps of one collection, newest first. */
export function useInPersonSwaps(collectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: inPersonSwapsQueryKey(collectionId),
    queryFn: async () =>
      inPersonSwapsResponseSchema.parse(
        await apiJson('GET', `/api/collections/${collectionId}/in-person-swaps`),
      ).swaps,
    enabled,
  });
}

/** Collectors who opened my codes in the last day ("They scanned you"). */
export function useScannedMe(enabled: boolean) {
  return useQuery({
    queryKey: scannedMeQueryKey,
    queryFn: async () =>
      scannedMeResponseSchema.parse(await apiJson('GET', '/api/in-person/scanned-me')).scans,
    enabled,
    // The other collector scans while this screen is open: look again now and then.
    refetchInterval: enabled ? 15_000 : false,
  });
}

/** Writes the server's stickers of a swap (or its undo) into the cached list. */
export function storeSwapStickers(
  queryClient: QueryClient,
  collectionId: number,
  stickers: readonly Sticker[],
) {
  queryClient.setQueryData<Sticker[]>(stickersQueryKey(collectionId), (list) =>
    list ? stickers.reduce((next, sticker) => replaceSticker(next, sticker), list) : list,
  );
}

/** Undo within a day (decision 017): my album returns to how it was before the swap. */
export function useUndoInPersonSwap(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (swap: InPersonSwap) =>
      inPersonSwapResultSchema.parse(
        await apiJson('POST', `/api/in-person-swaps/${swap.id}/undo`, {}),
      ),
    onSuccess: ({ stickers }) => {
      storeSwapStickers(queryClient, collectionId, stickers);
      void queryClient.invalidateQueries({ queryKey: inPersonSwapsQueryKey(collectionId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/collections'], exact: true });
    },
  });
}

export type { InPersonSwap, InPersonSwapInput };
