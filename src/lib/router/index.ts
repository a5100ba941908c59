export {
  useUrlSearchParams,
  type SearchParamsChange,
  type SetUrlSearchParams,
} from './useUrlSearchParams';
export { useUrlChoice } from './useUrlChoice';
