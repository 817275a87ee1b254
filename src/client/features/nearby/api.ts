import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myAreaSchema, type AreaInput } from '../../../domain/nearby/area';
import { toast } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api-client';
import { isMatchesQueryKey } from '../matches/api';

/** My approximate area (decision 020), as Settings and the matches filter read it. */
export const areaQueryKey = ['/api/user/area'] as const;

/** `GET /api/user/area`. */
export const myAreaQuery = () =>
  queryOptions({
    queryKey: areaQueryKey,
    queryFn: ({ signal }) => apiJson('GET', areaQueryKey[0], myAreaSchema, { signal }),
  });

export function useMyArea() {
  return useQuery(myAreaQuery());
}

/**
 * Saves or clears the area. Matches depend on it, so every cached list of matches is dropped.
 * A refusal (an unknown district) is left to the form, which shows it on the field.
 */
export function useSaveArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AreaInput) =>
      apiJson('PUT', areaQueryKey[0], myAreaSchema, { body: input }),
    onSuccess: async (area) => {
      queryClient.setQueryData(areaQueryKey, area);
      toast({
        title: area.area ? 'Area saved' : 'Area removed',
        description: area.area
          ? `Near me now means near ${area.area.label}.`
          : 'Nobody can be matched with you by distance now.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({
        predicate: (query) => isMatchesQueryKey(query.queryKey),
      });
    },
  });
}
