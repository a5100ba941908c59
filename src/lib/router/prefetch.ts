import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Language } from '../i18n';

/** Where the first load is: what a page's prefetch reads to know which data it will ask for. */
export interface PrefetchContext {
  language: Language;
  /** The URL's query string, e.g. `?category=Bike&page=2`. */
  search: string;
}

/**
 * Starts the queries a page asks for first, into the query client the page will read, so the first
 * data is on its way while the page's code still loads (`main.tsx`, once `config.json` is known).
 * It must ask with the page's own query options: equal keys, one request.
 */
export type PrefetchPage = (queryClient: QueryClient, at: PrefetchContext) => void;

/** A feature's route, with the module that prefetches its first data (a small chunk of its own). */
export type PageRoute = RouteObject & {
  prefetch?: () => Promise<{ prefetch: PrefetchPage }>;
};
