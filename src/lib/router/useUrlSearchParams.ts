import { startTransition, useCallback, useOptimistic, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** Computes the next search parameters from the ones the user sees now (never mutate `current`). */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

export type SetUrlSearchParams = (change: SearchParamsChange, options?: NavigateOptions) => void;

/**
 * The URL's search parameters for state that lives in the URL (filters, toggles, views), with the
 * user's latest change shown at once.
 *
 * react-router commits every navigation inside a React transition. Until that transition commits
 * (the route's code or data may still be loading, or the machine is busy), `useSearchParams` still
 * answers the old URL, so a radio or checkbox bound to it snaps back and a click looks ignored.
 * Here the change is set as an optimistic value in the same transition as the navigation: inputs
 * bound to the returned parameters show the choice in the same frame, and the URL's own value takes
 * over when the navigation commits. Several quick changes build on each other, not on the old URL.
 *
 * The third element is the committed URL's parameters, for work that should follow the
 * navigation's transition rather than the click (e.g. re-rendering a large board).
 */
export function useUrlSearchParams(): [URLSearchParams, SetUrlSearchParams, URLSearchParams] {
  const [committed, setSearchParams] = useSearchParams();
  const [shown, setShown] = useOptimistic(committed);
  // The last change sent and the committed URL it was sent from: while that URL is still the
  // committed one, the navigation is pending and the next change builds on what was sent.
  const pending = useRef<{ from: URLSearchParams; sent: URLSearchParams } | null>(null);

  const update = useCallback<SetUrlSearchParams>(
    (change, options) => {
      const last = pending.current;
      const base = last?.from === committed ? last.sent : committed;
      const next = change(new URLSearchParams(base));
      pending.current = { from: committed, sent: next };
      startTransition(() => {
        setShown(next);
        setSearchParams(next, options);
      });
    },
    [committed, setSearchParams, setShown],
  );

  return [shown, update, committed];
}
