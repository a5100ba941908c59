import { useSyncExternalStore } from 'react';

/** From this width the comparison is a table with a column per quote; below it, cards. */
export const COMPARE_TABLE_QUERY = '(min-width: 48rem)';

/** Whether the screen is wide enough for the comparison's table, kept up to date. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof globalThis.matchMedia !== 'function') return () => {};
      const list = globalThis.matchMedia(COMPARE_TABLE_QUERY);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () =>
      typeof globalThis.matchMedia === 'function' &&
      globalThis.matchMedia(COMPARE_TABLE_QUERY).matches,
    () => false,
  );
}
