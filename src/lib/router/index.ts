export {
  useUrlSearchParams,
  type SearchParamsChange,
  type SetUrlSearchParams,
} from './useUrlSearchParams';
export { useUrlChoice, withParam } from './useUrlChoice';
export { lazyPage } from './lazyPage';
export { pageLoader, type PageData, type PageLoader, type WhenReady } from './pageLoader';
