import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../ui';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A route's `lazy()` module as a React.lazy component (`Component` is what features export). */
function lazyComponent(load: LazyRoute): ComponentType {
  return lazy(async () => {
    if (typeof load !== 'function') throw new Error('Only lazy() functions are supported');
    const module = await load();
    const Component = module.Component;
    if (!Component) throw new Error('A lazy route module must export Component');
    return { default: Component };
  });
}

/**
 * Turns the features' route objects (`lazy` modules, as in React Router's data mode) into plain
 * declarative routes with `React.lazy` + Suspense. The app uses declarative routing because React
 * Router's data router costs about 16 kB gzip more in the first load (docs/decisions/0006).
 */
export function toDeclarativeRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? toDeclarativeRoutes(route.children) : undefined;
    const Page = route.lazy ? lazyComponent(route.lazy) : undefined;
    const element = Page ? (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    ) : (
      route.element
    );
    if (route.index) return { index: true, path: route.path, element };
    return { path: route.path, element, ...(children ? { children } : {}) };
  });
}
