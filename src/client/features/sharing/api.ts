import { useQuery } from '@tanstack/react-query';
import type { PublicTradeList } from '../../../domain/sharing/trade-lists';
import { apiJson } from '../../lib/api-client';
import { facebookTemplateAnswerSchema } from '../../../domain/sharing/message';

/** The public trade list of a shared collection (no session needed); 404 when private or gone. */
export function usePublicTradeList(collectionId: number | undefined) {
  return useQuery({
    queryKey: ['/api/public/collections', collectionId],
    queryFn: () => apiJson<PublicTradeList>('GET', `/api/public/collections/${collectionId}`),
    enabled: collectionId !== undefined,
  });
}

// The same key and shape (the template text) as the settings editor's, so a template saved there
// is the one the dashboard copies, without asking the server again.
const facebookTemplateQueryKey = ['/api/user/facebook-template'] as const;

/**
 * A Pro user's saved Facebook template, fetched ahead so copying needs no wait (a phone's browser
 * may refuse a copy that comes long after the tap). Free users never ask: GET is Pro only.
 * A failure stays an error here (it is not cached as the default): the caller falls back.
 */
export function useMessageTemplate(isPro: boolean) {
  return useQuery({
    queryKey: facebookTemplateQueryKey,
    queryFn: async () =>
      facebookTemplateAnswerSchema.parse(await apiJson('GET', facebookTemplateQueryKey[0]))
        .template,
    enabled: isPro,
  });
}
