import { QueryClient } from '@tanstack/react-query';

/**
 * How the app fetches: no interval, no refetch on focus, never stale, no retries. There is no
 * default query function: every query comes from its feature's `queryOptions` factory in `api.ts`,
 * which names its key once and parses the answer with the domain's schema (`apiJson`).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/** The browser app's one query client, made on first use (the landing page never makes it). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
