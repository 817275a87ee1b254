import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { facebookTemplateAnswerSchema } from '../../../domain/sharing/message';
import { apiJson } from '../../lib/api-client';

export const facebookTemplateQueryKey = ['/api/user/facebook-template'] as const;

/**
 * `GET /api/user/facebook-template`: the saved Facebook template (Pro only, so only asked for
 * when `isPro`). Settings edits it; sharing fetches it ahead so copying needs no wait. A failed
 * fetch stays an error in the cache: the editor then shows the default (docs/product.md
 * "Sharing") with a warning, and the cache never pretends the default was what the user saved.
 */
export const facebookTemplateQuery = () =>
  queryOptions({
    queryKey: facebookTemplateQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiJson('GET', facebookTemplateQueryKey[0], facebookTemplateAnswerSchema, {
          signal,
        })
      ).template,
  });

export function useFacebookTemplate(isPro: boolean) {
  return useQuery({ ...facebookTemplateQuery(), enabled: isPro });
}

/** Saves the template; saving the default text stores "use the default" (server rule). */
export function useSaveFacebookTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: string) =>
      (
        await apiJson('PUT', facebookTemplateQueryKey[0], facebookTemplateAnswerSchema, {
          body: { template },
        })
      ).template,
    onSuccess: (template) => queryClient.setQueryData(facebookTemplateQueryKey, template),
  });
}
