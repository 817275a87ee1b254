import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { appQueryClient } from './query-client';
import { GivenQueryClient } from './query-client-context';

/**
 * The app's server state (TanStack Query) around the screens that use it. It loads with the first
 * of them, not with the app's entry: the landing page and the other public pages fetch nothing,
 * and the query library is a tenth of the landing page's JavaScript budget (decision 024). A page
 * the server renders brings its own client (`GivenQueryClient`); the browser has one for the app.
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  const given = useContext(GivenQueryClient);
  return <QueryClientProvider client={given ?? appQueryClient()}>{children}</QueryClientProvider>;
}
