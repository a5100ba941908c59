import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthCallbackPage, CALLBACK_PATH } from '../auth';
import { catalogueRoutes } from '../catalogue';
// The routes module, not the feature's index: the index also carries the orders vocabulary,
// which only lazy pages need.
import { ordersRoutes } from '../orders/routes';
import { workspaceRoutes } from '../workspace';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

/** Every route of the app: the features' routes inside the layout, plus callback and not-found. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // A pathless route so that a page's error keeps the header around it.
          errorElement: <RouteErrorPage />,
          children: [
            ...catalogueRoutes,
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
