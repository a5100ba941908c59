export {
  useUrlSearchParams,
  type SearchParamsChange,
  type SetUrlSearchParams,
} from './useUrlSearchParams';
