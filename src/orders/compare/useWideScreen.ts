import { useMediaQuery } from '../../lib/useMediaQuery';

/** From this width the comparison is a table with a column per quote; below it, cards. */
export const COMPARE_TABLE_QUERY = '(min-width: 48rem)';

/** Whether the screen is wide enough for the comparison's table, kept up to date. */
export function useWideScreen(): boolean {
  return useMediaQuery(COMPARE_TABLE_QUERY);
}
