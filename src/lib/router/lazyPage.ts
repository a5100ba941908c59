import type { ComponentType } from 'react';

/**
 * A route's `lazy`: loads the page's module (its own chunk, by the dynamic `import` in `load`) the
 * first time the route matches, and gives react-router the component exported as `name`.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}
