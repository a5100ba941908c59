import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../ui';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A page's code could not be loaded (offline, a dropped connection, a new deployment). */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
  constructor(cause: unknown) {
    super('The page module could not be loaded', { cause });
  }
}

/**
 * A route's `lazy()` module as a component (`Component` is what features export). React.lazy keeps
 * a failed load for good, so a failure swaps in a fresh lazy component first: when the error
 * boundary tries again, the module is fetched again.
 */
function lazyComponent(load: LazyRoute): ComponentType {
  const holder: { Page: LazyExoticComponent<ComponentType> | null } = { Page: null };
  const fresh = () =>
    lazy(async () => {
      if (typeof load !== 'function') throw new Error('Only lazy() functions are supported');
      let module: Awaited<ReturnType<typeof load>>;
      try {
        module = await load();
      } catch (cause) {
        holder.Page = fresh();
        throw new PageLoadError(cause);
      }
      const Component = module.Component;
      if (!Component) throw new Error('A lazy route module must export Component');
      return { default: Component };
    });
  holder.Page = fresh();
  return function LazyPage() {
    const Page = holder.Page ?? fresh();
    return <Page />;
  };
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
