import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../domain/account/user';
import { apiJson, errorStatus } from '../../lib/api-client';

export const userQueryKey = ['/api/user'] as const;

// The schema (and zod with it) loads with the first ask, not with the app's entry: the
// prerendered landing page never asks (main.tsx), so its bundle stays small.
const loadUserSchema = () =>
  import('../../../domain/account/user').then(({ publicUserSchema }) => publicUserSchema);

/** `GET /api/user`: the signed-in collector, or null when signed out (401). */
export const userQuery = () =>
  queryOptions<PublicUser | null>({
    queryKey: userQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiJson('GET', userQueryKey[0], loadUserSchema(), { signal });
      } catch (error) {
        if (errorStatus(error) === 401) return null;
        throw error;
      }
    },
    // No staleTime of its own: the app's (never stale) holds, except for a copy restored from the
    // offline cache, which is fetched again once a screen shows it (decision 016), so what the
    // account changed on another device (its language, Pro) reaches this one at its next start.
    gcTime: Infinity,
    retry: false,
  });

/** The user lookup is fetched once a page (a restored copy once more), never retried; 401 means signed out. */
export function useUser() {
  const query = useQuery(userQuery());
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
