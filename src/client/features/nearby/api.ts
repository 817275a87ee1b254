import { useLingui } from '@lingui/react/macro';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { myAreaSchema, type AreaInput } from '../../../domain/nearby/area';
import { placesResponseSchema } from '../../../domain/nearby/world';
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

/** How long typing must pause before the place search asks the server. */
const SEARCH_PAUSE_MS = 200;

/**
 * `GET /api/places` for what has been typed (decision 034: the gazetteer stays on the server),
 * asked once typing pauses; the last answer stays on screen while the next one comes.
 */
export function usePlaceSearch(typed: string) {
  const [q, setQ] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useQuery({
    queryKey: ['/api/places', q],
    queryFn: ({ signal }) =>
      apiJson('GET', `/api/places?${new URLSearchParams({ q })}`, placesResponseSchema, {
        signal,
      }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useMyArea() {
  return useQuery(myAreaQuery());
}

/**
 * Saves or clears the area. Matches depend on it, so every cached list of matches is dropped.
 * A refusal (an unknown district) is left to the form, which shows it on the field.
 */
export function useSaveArea() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AreaInput) =>
      apiJson('PUT', areaQueryKey[0], myAreaSchema, { body: input }),
    onSuccess: async (area) => {
      queryClient.setQueryData(areaQueryKey, area);
      toast({
        title: area.area ? t`Area saved` : t`Area removed`,
        description: area.area
          ? t`Near me now means near ${area.area.label}.`
          : t`Nobody can be matched with you by distance now.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({
        predicate: (query) => isMatchesQueryKey(query.queryKey),
      });
    },
  });
}
