import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client of a page the server renders (the shared trade list, the build's prerender),
 * for `QueryLayer`; undefined in the browser, where the app has its own (`appQueryClient`). A
 * module of its own, so the app's entry can name it without loading the query library.
 */
export const GivenQueryClient = createContext<QueryClient | undefined>(undefined);
