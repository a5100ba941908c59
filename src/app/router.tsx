import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AuthCallbackPage, CALLBACK_PATH } from '../auth';
import { catalogueRoutes } from '../catalogue/routes';
// The routes module, not the feature's index: the index also carries the orders vocabulary,
// which only lazy pages need.
import { ordersRoutes } from '../orders/routes';
import { workspaceRoutes } from '../workspace';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { preloadRoute, toDeclarativeRoutes } from './lazyRoutes';

const featureRoutes = [...catalogueRoutes, ...ordersRoutes, ...workspaceRoutes];

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
