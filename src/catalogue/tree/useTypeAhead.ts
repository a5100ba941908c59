import { useMemo, useRef } from 'react';

/**
 * Collects typed characters into a search string that resets after a pause or when another key is
 * used (ARIA tree type-ahead).
 */
export function useTypeAhead(resetAfterMs = 600) {
  const buffer = useRef('');
  const lastAt = useRef(0);
  return useMemo(
    () => ({
      push(char: string, now: number): string {
        if (now - lastAt.current > resetAfterMs) buffer.current = '';
        lastAt.current = now;
        buffer.current += char.toLocaleLowerCase();
        return buffer.current;
      },
      reset() {
        buffer.current = '';
      },
    }),
    [resetAfterMs],
  );
}
