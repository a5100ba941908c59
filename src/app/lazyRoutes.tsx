import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
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

/** Pages whose module has arrived, by their route's `lazy` function. */
const loadedPages = new WeakMap<LazyRoute, ComponentType>();

async function loadPage(load: LazyRoute): Promise<ComponentType> {
  if (typeof load !== 'function') throw new Error('Only lazy() functions are supported');
  const Component = (await load()).Component;
  if (!Component) throw new Error('A lazy route module must export Component');
  loadedPages.set(load, Component);
  return Component;
}

/**
 * Loads a route's page module ahead of rendering (main.tsx, before config.json has arrived). Once
 * it is there, the route renders the page at once instead of suspending for a moment. Never
 * rejects: a failure is met again, and shown, when the route renders.
 */
export function preloadRoute(load: LazyRoute): Promise<void> {
  return loadPage(load).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A route's `lazy()` module as a component (`Component` is what features export). React.lazy keeps
 * a failed load for good, so a failure swaps in a fresh lazy component first: when the error
 * boundary tries again, the module is fetched again.
 */
function lazyComponent(load: LazyRoute): ComponentType {
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(async () => {
      try {
        return { default: await loadPage(load) };
      } catch (cause) {
        current = fresh();
        throw new PageLoadError(cause);
      }
    });
  let current = fresh();
  return function LazyPage() {
    // Chosen once per mount, so the page keeps its state when the module arrives meanwhile.
    const [Page] = useState(() => loadedPages.get(load) ?? current);
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
