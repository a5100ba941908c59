import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import type { Language } from '../i18n';

/** What a page's loader starts its queries with: the app's query client and language. */
export interface PageData {
  queryClient: QueryClient;
  language: Language;
}

/**
 * The app's `PageData` once config.json is known. The router starts before that (main.tsx), so
 * that a page's code is on its way beside config.json; loaders wait for it.
 */
export type WhenReady = () => Promise<PageData>;

/**
 * A page's loader: starts its first queries (`queryClient.query`, TanStack Query's
 * `ensureQueryData`), and awaits only what the page would otherwise open without.
 */
export type PageLoader = (data: PageData, at: { url: URL; params: Params }) => Promise<unknown>;

/**
 * A route's lazy `loader` (React Router's object `lazy`): its module loads beside the page's code,
 * not after it, and it runs as soon as its module and the app's `PageData` are there.
 */
export function lazyLoader(
  ready: WhenReady,
  load: () => Promise<PageLoader>,
): () => Promise<LoaderFunction> {
  return async () => {
    const start = await load();
    return async ({ request, params }) => {
      await start(await ready(), { url: new URL(request.url), params });
      return null;
    };
  };
}
