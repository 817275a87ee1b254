import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  matchesResponseSchema,
  matchingCollectionSchema,
  preparedSwapSchema,
  swapSchema,
  type MatchesResponse,
  type Swap,
  type SwapRatingInput,
} from '../../../domain/matches/schemas';
import { matchFilterQuery, type MatchFilter } from '../../../domain/matches/scope';
import { DEFAULT_SPECIAL_RATIO } from '../../../domain/catalogue/specials';
import { toast } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api-client';
// A swap changes the collection's stickers (pending, promised) and the collections' counters.
import { collectionQueryKey, collectionsQueryKey } from '../collections/api';
import { stickersQueryKey } from '../stickers/api';
import { describeMatchError, isMatchChanged } from './match-errors';
import { rememberSwapMessage } from './swap-messages';
import { describeActionResult, type SwapAction } from './swap-status';

/** One collection's matches and swaps (decision 010), cached under its URL. */
export function matchesQueryKey(collectionId: number) {
  return [...collectionQueryKey(collectionId), 'matches'] as const;
}

/** Whether a query key is one collection's matches, under any filter. */
export function isMatchesQueryKey(queryKey: readonly unknown[]) {
  const [root, collectionId, part] = queryKey;
  return root === collectionsQueryKey[0] && typeof collectionId === 'number' && part === 'matches';
}

/**
 * `GET /api/collections/:id/matches`: the matches screen's data. Unlike the rest of the app (see
 * `lib/query-client.ts`) it checks again when the screen comes back into view or the signal
 * returns: other collectors come and go.
 */
export const matchesQuery = (collectionId: number, filter: MatchFilter = { kind: 'everyone' }) => {
  const query = matchFilterQuery(filter);
  return queryOptions({
    // Everyone is the plain key; a filter (decision 020) adds its query, so a prefix covers all.
    queryKey: query ? [...matchesQueryKey(collectionId), query] : matchesQueryKey(collectionId),
    queryFn: ({ signal }) =>
      apiJson('GET', `${matchesQueryKey(collectionId).join('/')}${query}`, matchesResponseSchema, {
        signal,
      }),
    staleTime: 30_000,
    // Changing the filter keeps the screen (and the last list) until the new list arrives.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
};

export function useMatches(collectionId: number, filter?: MatchFilter) {
  return useQuery(matchesQuery(collectionId, filter));
}

function refreshAfterSwap(queryClient: QueryClient, collectionId: number) {
  return Promise.all([
    // Every filter's list (decision 020) shows the same swaps.
    queryClient.invalidateQueries({ queryKey: matchesQueryKey(collectionId) }),
    ...[stickersQueryKey(collectionId), collectionsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, exact: true }),
    ),
  ]);
}

function putSwap(queryClient: QueryClient, collectionId: number, swap: Swap) {
  queryClient.setQueryData<MatchesResponse>(matchesQueryKey(collectionId), (data) =>
    data ? { ...data, swaps: [swap, ...data.swaps.filter(({ id }) => id !== swap.id)] } : data,
  );
}

function toastFailure(i18n: I18n, title: string, error: unknown) {
  toast({
    title: isMatchChanged(error) ? i18n._(msg`Your matches have changed`) : title,
    description: describeMatchError(i18n, error),
    variant: 'destructive',
  });
}

/**
 * `PATCH /api/collections/:id/matching`: opts in or out. The switch moves at once and moves back
 * if the server refuses; opting out hides the list straight away (privacy).
 */
export function useSetMatching(collectionId: number) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const key = matchesQueryKey(collectionId);
  return useMutation({
    mutationFn: (findable: boolean) =>
      apiJson('PATCH', `/api/collections/${collectionId}/matching`, matchingCollectionSchema, {
        body: { findable },
      }),
    onMutate: async (findable) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<MatchesResponse>(key);
      queryClient.setQueryData<MatchesResponse>(key, (data) =>
        data ? { ...data, findable, matches: findable ? data.matches : [] } : data,
      );
      return { previous };
    },
    onError: (error, findable, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastFailure(
        i18n,
        findable ? t`Couldn’t turn on matching` : t`Couldn’t turn off matching`,
        error,
      );
    },
    // The collections list carries `findable` too: the dashboard's sharing words read it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: collectionsQueryKey, exact: true }),
      ]),
  });
}

/**
 * `POST …/matches/:otherCollectionId/swap` → 201 `{swap, message}`. The message is kept on this
 * browser too, so it can be copied again later; a 409 (the stickers moved on) refetches.
 */
export function useProposeSwap(collectionId: number) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    // `specialRatio`: what a special is worth in the swap the server picks (decision 021).
    mutationFn: ({
      otherCollectionId,
      specialRatio,
    }: {
      otherCollectionId: number;
      specialRatio: number;
    }) =>
      apiJson(
        'POST',
        `/api/collections/${collectionId}/matches/${otherCollectionId}/swap`,
        preparedSwapSchema,
        { body: specialRatio === DEFAULT_SPECIAL_RATIO ? {} : { specialRatio } },
      ),
    onSuccess: async ({ swap, message }) => {
      rememberSwapMessage(swap.id, message);
      putSwap(queryClient, collectionId, swap);
      await refreshAfterSwap(queryClient, collectionId);
    },
    onError: (error) => {
      toastFailure(i18n, t`Couldn’t propose the swap`, error);
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey(collectionId), exact: true });
    },
  });
}

/** `POST /api/swaps/:id/accept|decline|cancel|done` → the swap, which replaces the cached one. */
export function useSwapAction(collectionId: number) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ swapId, action }: { swapId: number; action: SwapAction }) =>
      apiJson('POST', `/api/swaps/${swapId}/${action}`, swapSchema, { body: {} }),
    onSuccess: async (swap, { action }) => {
      putSwap(queryClient, collectionId, swap);
      toast({ title: describeActionResult(i18n, action, swap), variant: 'success' });
      await refreshAfterSwap(queryClient, collectionId);
    },
    onError: (error) => {
      toastFailure(i18n, t`Couldn’t update the swap`, error);
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey(collectionId), exact: true });
    },
  });
}

/**
 * `POST /api/swaps/:id/rating` → the swap with my rating (docs/product.md "Trust"); once only.
 * A refusal is toasted; the form keeps what was typed.
 */
export function useRateSwap(collectionId: number) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ swapId, rating }: { swapId: number; rating: SwapRatingInput }) =>
      apiJson('POST', `/api/swaps/${swapId}/rating`, swapSchema, { body: rating }),
    onSuccess: (swap) => {
      putSwap(queryClient, collectionId, swap);
      toast({ title: t`Thanks — your rating is saved`, variant: 'success' });
    },
    onError: (error) => {
      toastFailure(i18n, t`Couldn’t save your rating`, error);
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey(collectionId), exact: true });
    },
  });
}
