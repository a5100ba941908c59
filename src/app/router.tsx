import { createBrowserRouter, useRevalidator, useRouteError, type RouteObject } from 'react-router';
import { AuthCallbackPage, CALLBACK_PATH } from '../auth';
import { catalogueRoutes } from '../catalogue/routes';
// The routes module, not the feature's index: the index also carries the orders vocabulary,
// which only lazy pages need.
import { ordersRoutes } from '../orders/routes';
import type { WhenReady } from '../lib/router';
import { workspaceRoutes } from '../workspace';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/** A page's error (its code failed to load, its loader or its render threw), inside the layout. */
function PageError() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  return <RouteErrorPage error={error} onRetry={() => void revalidate()} />;
}

/**
 * Every route of the app: the features' routes inside the layout, plus callback and not-found.
 * Their errors are caught by a pathless route inside the layout, so the header stays around them.
 * `ready` gives the loaders the query client and language once config.json is known.
 */
export function appRoutes(ready: WhenReady): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        {
          errorElement: <PageError />,
          children: [
            ...catalogueRoutes(ready),
            ...ordersRoutes,
            ...workspaceRoutes,
            { path: CALLBACK_PATH, element: <AuthCallbackPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's router (React Router's data router). startApp creates it at once, before config.json
 * has arrived, so the page's code is asked for beside config.json and its loader waits for it.
 */
export function createAppRouter(ready: WhenReady) {
  return createBrowserRouter(appRoutes(ready));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
