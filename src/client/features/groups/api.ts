import { useMutation } from '@tanstack/react-query';
import { groupSearchSchema } from '../../../domain/groups/schemas';
import { apiJson } from '../../lib/api-client';

/**
 * Searches the swap-group directory for a collection's album (docs/product.md "Sharing"): at most
 * 20 groups, best first; `[]` when the directory has none. Pro only (403).
 */
export function useFindGroups(collectionId: number) {
  return useMutation({
    mutationFn: async () =>
      (await apiJson('POST', `/api/collections/${collectionId}/facebook-groups`, groupSearchSchema))
        .groups,
  });
}
