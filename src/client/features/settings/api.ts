import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionSummarySchema } from '../../../domain/collection/collection';
import { stickerSchema } from '../../../domain/sticker/sticker';
import { apiJson } from '../../lib/api-client';
import { facebookTemplateAnswerSchema } from '../../../domain/sharing/message';

export const facebookTemplateQueryKey = ['/api/user/facebook-template'] as const;
// The same keys and shapes as the dashboard's, so the preview shares what is already cached.
const collectionsQueryKey = ['/api/collections'] as const;
const stickersQueryKey = (collectionId: number) =>
  ['/api/collections', collectionId, 'stickers'] as const;

/**
 * The saved Facebook template (Pro only, so only asked for when `isPro`). A failed fetch stays an
 * error in the cache: the editor then shows the default (docs/product.md "Sharing") with a
 * warning, and the cache never pretends the default was what the user saved.
 */
export function useFacebookTemplate(isPro: boolean) {
  return useQuery({
    queryKey: facebookTemplateQueryKey,
    queryFn: async () =>
      facebookTemplateAnswerSchema.parse(await apiJson('GET', facebookTemplateQueryKey[0]))
        .template,
    enabled: isPro,
  });
}

/** Saves the template; saving the default text stores "use the default" (server rule). */
export function useSaveFacebookTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: string) =>
      facebookTemplateAnswerSchema.parse(
        await apiJson('PUT', facebookTemplateQueryKey[0], { template }),
      ).template,
    onSuccess: (template) => queryClient.setQueryData(facebookTemplateQueryKey, template),
  });
}

/** The user's collections, to choose which one the preview uses. */
export function usePreviewCollections() {
  return useQuery({
    queryKey: collectionsQueryKey,
    queryFn: async () =>
      collectionSummarySchema.array().parse(await apiJson('GET', collectionsQueryKey[0])),
  });
}

/** One collection's stickers, for the preview's needed and for-trade lists. */
export function usePreviewStickers(collectionId: number | undefined) {
  return useQuery({
    queryKey: stickersQueryKey(collectionId ?? 0),
    queryFn: async () =>
      stickerSchema
        .array()
        .parse(await apiJson('GET', stickersQueryKey(collectionId ?? 0).join('/'))),
    enabled: collectionId !== undefined,
  });
}
