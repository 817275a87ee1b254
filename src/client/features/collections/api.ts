import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  collectionSchema,
  collectionSummarySchema,
  templateSchema,
  type Collection,
  type CollectionSummary,
  type Template,
} from '../../../domain/collection/collection';
import type { CollectionStatus, CreateTemplate } from '../../../domain/collection/schemas';
import { apiJson, apiRequest } from '../../lib/api-client';
import { saveOfflineCacheNow } from '../offline/public';

import { collectionQueryKey, collectionsQueryKey, templatesQueryKey } from './keys';

export { collectionQueryKey, collectionsQueryKey, templatesQueryKey } from './keys';

const templateListSchema = z.array(templateSchema);
const collectionListSchema = z.array(collectionSummarySchema);

/** `GET /api/collection-templates`: the shared template catalogue, sorted by title. */
export const templatesQuery = () =>
  queryOptions<Template[]>({
    queryKey: templatesQueryKey,
    queryFn: ({ signal }) => apiJson('GET', templatesQueryKey[0], templateListSchema, { signal }),
  });

/** How old a list another device can change may be when the collector comes back to the page. */
export const OTHER_DEVICE_CHECK_MS = 15_000;
/** How often an open page asks for its collections list while it is on screen. */
export const COLLECTIONS_POLL_MS = 60_000;

const olderThanCheck = (query: Pick<Query, 'state'>) =>
  Date.now() - query.state.dataUpdatedAt >= OTHER_DEVICE_CHECK_MS ? ('always' as const) : false;

/**
 * The lists another device of the same collector can change (the collections and a board's
 * stickers): an open page asks for them again when the collector comes back to it (the tab or
 * the app shown again) or the signal returns, once they are 15 s old, so a delete, an archive or
 * a sticker marked on the laptop reaches the open phone without a reload (decision 016 "Another
 * device's changes"). Staleness is left to the app's default, which keeps a list restored from
 * the offline copy stale until the server answers it.
 */
export const askAgainOnReturn = {
  refetchOnWindowFocus: olderThanCheck,
  refetchOnReconnect: olderThanCheck,
} as const;

/**
 * `GET /api/collections`: the signed-in user's collections with their counters, oldest first;
 * also asked for every minute while the page is on screen (never in a hidden tab).
 */
export const collectionsQuery = () =>
  queryOptions<CollectionSummary[]>({
    queryKey: collectionsQueryKey,
    queryFn: ({ signal }) =>
      apiJson('GET', collectionsQueryKey[0], collectionListSchema, { signal }),
    ...askAgainOnReturn,
    refetchInterval: COLLECTIONS_POLL_MS,
  });

export function useTemplates() {
  return useQuery(templatesQuery());
}

export function useCollections() {
  return useQuery(collectionsQuery());
}

/**
 * After a confirmed change to a collection: the list is fetched again and then written to the
 * offline copy at once, past its half-second throttle, so the change's toast shows only once a
 * reload straight after (online or not) cannot bring the old list back from the cache.
 */
function useRefreshCollections() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: collectionsQueryKey, exact: true });
    await saveOfflineCacheNow();
  };
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTemplate) =>
      apiJson('POST', templatesQueryKey[0], templateSchema, { body: input }),
    // a 409 also means the catalogue has a template this client has not seen yet
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

export function useCreateCollection() {
  const refreshCollections = useRefreshCollections();
  return useMutation({
    mutationFn: (templateId: number): Promise<Collection> =>
      apiJson('POST', collectionsQueryKey[0], collectionSchema, { body: { templateId } }),
    onSuccess: refreshCollections,
  });
}

/** Whether a query key reads the collection `id` or anything under it (its stickers, …). */
function isUnderCollection(queryKey: QueryKey, id: number) {
  const url = queryKey.join('/');
  const base = collectionQueryKey(id).join('/');
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  const refreshCollections = useRefreshCollections();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${collectionsQueryKey[0]}/${id}`),
    onSuccess: async (_response, id) => {
      // Drop it from the list first, so nothing on screen asks for the deleted collection again.
      queryClient.setQueryData<CollectionSummary[]>(collectionsQueryKey, (list) =>
        list?.filter((collection) => collection.id !== id),
      );
      queryClient.removeQueries({ predicate: (query) => isUnderCollection(query.queryKey, id) });
      await refreshCollections();
    },
  });
}

export function useSetCollectionStatus() {
  const queryClient = useQueryClient();
  const refreshCollections = useRefreshCollections();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CollectionStatus }) =>
      apiJson('PATCH', `${collectionsQueryKey[0]}/${id}/status`, collectionSchema, {
        body: { status },
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData<CollectionSummary[]>(collectionsQueryKey, (list) =>
        list?.map((collection) =>
          collection.id === updated.id ? { ...collection, status: updated.status } : collection,
        ),
      );
      await refreshCollections();
    },
  });
}

function setSharing(
  queryClient: QueryClient,
  id: number,
  sharing: Pick<CollectionSummary, 'isPublic'> & Partial<Pick<CollectionSummary, 'publicUrl'>>,
) {
  queryClient.setQueryData<CollectionSummary[]>(collectionsQueryKey, (list) =>
    list?.map((collection) => (collection.id === id ? { ...collection, ...sharing } : collection)),
  );
}

/**
 * Turns a collection's public trade list on or off (docs/product.md "Screens"). The switch moves
 * at once (optimistic) and moves back, then the list is refetched, if the server refuses.
 */
export function useSetCollectionSharing() {
  const queryClient = useQueryClient();
  const refreshCollections = useRefreshCollections();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: number; isPublic: boolean }) =>
      apiJson('PATCH', `${collectionsQueryKey[0]}/${id}/sharing`, collectionSchema, {
        body: { isPublic },
      }),
    onMutate: async ({ id, isPublic }) => {
      await queryClient.cancelQueries({ queryKey: collectionsQueryKey, exact: true });
      const list = queryClient.getQueryData<CollectionSummary[]>(collectionsQueryKey);
      const was = list?.find((collection) => collection.id === id);
      // Off takes the link away at once; on shows it when the server has answered with it.
      setSharing(queryClient, id, isPublic ? { isPublic } : { isPublic, publicUrl: null });
      return { was: was && { isPublic: was.isPublic, publicUrl: was.publicUrl } };
    },
    // Saved: the switch as it now stands, and the link the server made public (decision 027), go
    // to the offline copy at once (see above).
    onSuccess: (updated) => {
      setSharing(queryClient, updated.id, {
        isPublic: updated.isPublic,
        publicUrl: updated.publicUrl,
      });
      return saveOfflineCacheNow();
    },
    onError: (_error, { id }, context) => {
      if (context?.was) setSharing(queryClient, id, context.was);
      void refreshCollections();
    },
  });
}
