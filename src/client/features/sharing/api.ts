import { useQuery } from '@tanstack/react-query';
import type { PublicTradeList } from '../../../domain/sharing/trade-lists';
import { apiJson } from '../../lib/api-client';

/** The public trade list of a shared collection (no session needed); 404 when private or gone. */
export function usePublicTradeList(collectionId: number | undefined) {
  return useQuery({
    queryKey: ['/api/public/collections', collectionId],
    queryFn: () => apiJson<PublicTradeList>('GET', `/api/public/collections/${collectionId}`),
    enabled: collectionId !== undefined,
  });
}
