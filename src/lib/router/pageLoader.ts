import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import type { Language } from '../i18n';

/** What a page's loader starts its queries with: the app's query client and language. */
export interface PageData {
  queryClient: QueryClient;
  language: Language;
}

/**
 * The app's `PageData` once config.json is known. The router starts before that
 * (src/app/start.tsx), so that a page's code is on its way beside config.json; loaders wait for it.
 */
export type WhenReady = () => Promise<PageData>;

/**
 * A page's loader: starts its first queries (`queryClient.query`, TanStack Query's
 * `ensureQueryData`), and awaits only what the page would otherwise open without.
 */
export type PageLoader = (data: PageData, at: { url: URL; params: Params }) => Promise<unknown>;

/**
 * A route's `loader` from a page's loader: it runs as soon as the route matches and the app's
 * `PageData` is there, beside the page's lazily loaded code, not after it.
 */
export function pageLoader(ready: WhenReady, start: PageLoader): LoaderFunction {
  return async ({ request, params }) => {
    await start(await ready(), { url: new URL(request.url), params });
    return null;
  };
}
