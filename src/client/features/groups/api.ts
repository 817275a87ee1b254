import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { groupResultSchema } from '../../../domain/groups/schemas';
import { apiJson } from '../../lib/api-client';

const groupSearchSchema = z.object({ groups: groupResultSchema.array() });

/**
 * Searches the swap-group directory for a collection's album (docs/product.md "Sharing"): at most
 * 20 groups, best first; `[]` when the directory has none. Pro only (403).
 */
export function useFindGroups(collectionId: number) {
  return useMutation({
    mutationFn: async () =>
      groupSearchSchema.parse(
        await apiJson('POST', `/api/collections/${collectionId}/facebook-groups`),
      ).groups,
  });
}
