export {
  useUrlSearchParams,
  type SearchParamsChange,
  type SetUrlSearchParams,
} from './useUrlSearchParams';
export { useUrlChoice, withParam } from './useUrlChoice';
export { lazyPage } from './lazyPage';
export type { PageRoute, PrefetchPage } from './prefetch';
