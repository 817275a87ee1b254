import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  inPersonSwapResultSchema,
  inPersonSwapsResponseSchema,
  normaliseTradeCode,
  resolvedTradeCodeSchema,
  revokedTradeCodeSchema,
  TRADE_CODE_LENGTH,
  scannedMeResponseSchema,
  tradeCodeResponseSchema,
  type InPersonSwap,
  type InPersonSwapInput,
  type ScannedMeResponse,
} from '../../../domain/trade/in-person-swap';
import type { Sticker } from '../../../domain/sticker/sticker';
import { decodeTradeList, TradeListError } from '../../../domain/trade/trade-list';
import { apiJson } from '../../lib/api-client';
import { collectionQueryKey, collectionsQueryKey } from '../collections/api';
import { stickersQueryKey } from '../stickers/api';
import { replaceSticker } from '../stickers/public';
import type { IncomingList } from './incoming-list';

// The HTTP routes of decision 017, parsed with the domain's schemas.

export type Scan = ScannedMeResponse['scans'][number];
/** A swap someone confirmed with me, whose mirror I can record (decision 017 "The mirror"). */
export type SwapToMirror = ScannedMeResponse['swaps'][number];

export const inPersonSwapsQueryKey = (collectionId: number) =>
  [...collectionQueryKey(collectionId), 'in-person-swaps'] as const;
export const scannedMeQueryKey = ['/api/in-person', 'scanned-me'] as const;
const tradeCodeQueryKey = (collectionId: number) => ['trade-code', collectionId] as const;
const linkedListQueryKey = (code: string) => ['trade-link', code] as const;

/**
 * `POST /api/collections/:id/trade-code`: the short code and link for my list, made by the server
 * from what it has (online only).
 */
export const tradeCodeQuery = (collectionId: number) =>
  queryOptions({
    queryKey: tradeCodeQueryKey(collectionId),
    queryFn: ({ signal }) =>
      apiJson('POST', `/api/collections/${collectionId}/trade-code`, tradeCodeResponseSchema, {
        body: {},
        signal,
      }),
    // A code lasts a while on the server; a new one is asked for each time the screen opens.
    gcTime: 0,
  });

export function useTradeCode(collectionId: number, enabled: boolean) {
  return useQuery({ ...tradeCodeQuery(collectionId), enabled });
}

/**
 * Stops my short code at once (decision 030), say after posting it somewhere by mistake; the
 * code shown is then asked for again, which makes a new one.
 */
export function useRevokeTradeCode(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiJson(
        'POST',
        `/api/trade-codes/${encodeURIComponent(code)}/revoke`,
        revokedTradeCodeSchema,
        {
          body: {},
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeCodeQueryKey(collectionId) }),
  });
}

/**
 * Another collector's list from the 6-character code they read out (or their link). A POST: it
 * also tells them I scanned them ("They scanned you"), and a read never changes anything.
 */
export function resolveTradeCode(code: string) {
  return apiJson('POST', `/api/trade-codes/${encodeURIComponent(code)}`, resolvedTradeCodeSchema, {
    body: {},
  });
}

/** The list behind a short code (online): asks the server, then reads the list it keeps. */
export async function listFromShortCode(typed: string): Promise<IncomingList> {
  const code = normaliseTradeCode(typed);
  if (code === null) {
    throw new TradeListError(`A short code is ${TRADE_CODE_LENGTH} letters and digits`);
  }
  const { tradeList } = await resolveTradeCode(code);
  return { list: await decodeTradeList(tradeList), tradeCode: code };
}

/** The list behind `/trade/CODE` (a link the other collector shared), read once, online. */
export const linkedTradeListQuery = (code: string) =>
  queryOptions({
    queryKey: linkedListQueryKey(code),
    queryFn: () => listFromShortCode(code),
    gcTime: 0,
  });

/** `GET /api/collections/:id/in-person-swaps`: my in-person swaps of one collection, newest first. */
export const inPersonSwapsQuery = (collectionId: number) =>
  queryOptions({
    queryKey: inPersonSwapsQueryKey(collectionId),
    queryFn: async ({ signal }) =>
      (
        await apiJson(
          'GET',
          inPersonSwapsQueryKey(collectionId).join('/'),
          inPersonSwapsResponseSchema,
          { signal },
        )
      ).swaps,
  });

export function useInPersonSwaps(collectionId: number, enabled: boolean) {
  return useQuery({ ...inPersonSwapsQuery(collectionId), enabled });
}

/** `GET /api/in-person/scanned-me`: collectors who opened my codes in the last day. */
export const scannedMeQuery = () =>
  queryOptions({
    queryKey: scannedMeQueryKey,
    queryFn: async ({ signal }) =>
      apiJson('GET', scannedMeQueryKey.join('/'), scannedMeResponseSchema, { signal }),
  });

export function useScannedMe(enabled: boolean) {
  return useQuery({
    ...scannedMeQuery(),
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
    mutationFn: (swap: InPersonSwap) =>
      apiJson('POST', `/api/in-person-swaps/${swap.id}/undo`, inPersonSwapResultSchema, {
        body: {},
      }),
    onSuccess: ({ stickers }) => {
      storeSwapStickers(queryClient, collectionId, stickers);
      void queryClient.invalidateQueries({ queryKey: inPersonSwapsQueryKey(collectionId) });
      void queryClient.invalidateQueries({ queryKey: collectionsQueryKey, exact: true });
    },
  });
}

export type { InPersonSwap, InPersonSwapInput };
