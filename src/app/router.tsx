import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AuthCallbackPage, CALLBACK_PATH } from '../auth';
import { catalogueRoutes } from '../catalogue/routes';
// The routes module, not the feature's index: the index also carries the orders vocabulary,
// which only lazy pages need.
import { ordersRoutes } from '../orders/routes';
import { workspaceRoutes } from '../workspace';
import type { Language } from '../lib/i18n';
import type { PageRoute } from '../lib/router';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { preloadRoute, toDeclarativeRoutes } from './lazyRoutes';

const featureRoutes: PageRoute[] = [...catalogueRoutes, ...ordersRoutes, ...workspaceRoutes];

/** Starts a page's first queries into the app's query client (the language, the URL's query string). */
export type StartPagePrefetch = (
  queryClient: QueryClient,
  language: Language,
  search: string,
) => void;

/**
 * Starts loading what the page at `pathname` needs (main.tsx calls it beside config.json): the
 * module that prefetches its first data (a route's `prefetch`, a small chunk), then the page's
 * code. Matching the route (react-router compiles each route's pattern on first use), asking for
 * the prefetch module and asking for the code each take a task of their own, after the caller's:
 * asking for files costs the main thread a few milliseconds each (docs/decisions/0173). The code
 * is cached: the page's `React.lazy` later gets the same module, and once it is there the page
 * renders without suspending.
 *
 * - `prefetch` resolves to the function that starts the page's first queries once the query
 *   client exists (once config.json is known). A module that fails to load is left out: the page
 *   then asks for its data itself, as it always can.
 * - `code` resolves when the page's code has arrived (or failed: the route shows that).
 */
export function preloadPage(pathname: string): {
  prefetch: Promise<StartPagePrefetch>;
  code: Promise<void>;
} {
  const asked = (async () => {
    await yieldToBrowser();
    const routes = (matchRoutes(featureRoutes, pathname) ?? []).map(({ route }) => route);
    await yieldToBrowser();
    const prefetches = Promise.all(
      routes.flatMap((route) =>
        route.prefetch
          ? [
              route.prefetch().then(
                ({ prefetch }) => prefetch,
                () => undefined,
              ),
            ]
          : [],
      ),
    );
    await yieldToBrowser();
    const code = Promise.all(
      routes.flatMap((route) => (route.lazy ? [preloadRoute(route.lazy)] : [])),
    );
    return { prefetches, code };
  })();
  return {
    prefetch: asked
      .then(({ prefetches }) => prefetches)
      .then((loaded) => (queryClient, language, search) => {
        for (const prefetch of loaded) prefetch?.(queryClient, { language, search });
      }),
    code: asked.then(({ code }) => code).then(() => undefined),
  };
}

/** A page's errors are caught inside the layout, so the header stays around them. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      key={pathname}
      fallback={(error, retry) => <RouteErrorPage error={error} onRetry={retry} />}
    >
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Every route of the app: the features' routes inside the layout, plus callback and not-found. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <PageOutlet />,
        children: [
          ...toDeclarativeRoutes(featureRoutes),
          { path: CALLBACK_PATH, element: <AuthCallbackPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
