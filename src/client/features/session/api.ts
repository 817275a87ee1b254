import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../domain/account/user';
import { getQueryFn } from '../../lib/query-client';

export const userQueryKey = ['/api/user'] as const;

/** The user lookup is fetched once, never refetched or retried; 401 means signed out. */
export function useUser() {
  const query = useQuery<PublicUser | null>({
    queryKey: userQueryKey,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
