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
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { preloadRoute, toDeclarativeRoutes } from './lazyRoutes';

const featureRoutes: PageRoute[] = [...catalogueRoutes, ...ordersRoutes, ...workspaceRoutes];

/**
 * Starts loading the code of the page at `pathname` at once (main.tsx calls it before config.json
 * has arrived), so the two downloads run side by side instead of one after the other. The module
 * is cached: the page's `React.lazy` later gets the same one, and once it is there the page renders
 * without suspending. Resolves when the code has arrived (or failed: the route shows that).
 */
export function preloadPage(pathname: string): Promise<void> {
  const loads = (matchRoutes(featureRoutes, pathname) ?? []).flatMap(({ route }) =>
    route.lazy ? [preloadRoute(route.lazy)] : [],
  );
  return Promise.all(loads).then(() => undefined);
}

/** Starts the first queries of the page at the URL, into the app's query client. */
export type StartPagePrefetch = (
  queryClient: QueryClient,
  language: Language,
  search: string,
) => void;

/**
 * Starts loading the modules that prefetch the first data of the page at `pathname` (a route's
 * `prefetch`, a small chunk), beside the page's code and config.json. Resolves to the function that
 * starts those queries once the query client exists, that is once config.json is known. A module
 * that fails to load is left out: the page then asks for its data itself, as it always can.
 */
export function loadPagePrefetch(pathname: string): Promise<StartPagePrefetch> {
  const loads = (matchRoutes(featureRoutes, pathname) ?? []).flatMap(({ route, params }) =>
    route.prefetch
      ? [
          route.prefetch().then(
            ({ prefetch }) => ({ prefetch, params }),
            () => undefined,
          ),
        ]
      : [],
  );
  return Promise.all(loads).then((loaded) => (queryClient, language, search) => {
    for (const page of loaded)
      page?.prefetch(queryClient, { language, search, params: page.params });
  });
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
