import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
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
import { toDeclarativeRoutes } from './lazyRoutes';

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
          ...toDeclarativeRoutes([...catalogueRoutes, ...ordersRoutes, ...workspaceRoutes]),
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
