import { useUrlSearchParams } from './useUrlSearchParams';

/** Sets `key` to `value`, or removes it when `value` is undefined; returns the same parameters. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | undefined,
): URLSearchParams {
  if (value === undefined) params.delete(key);
  else params.set(key, value);
  return params;
}

/**
 * One choice among `values`, kept in the URL parameter `key`: an unknown or missing value reads as
 * the first one, which is also left out of the URL so that a plain link shows the default.
 * Choosing replaces the history entry (a filter is not a page to go back to).
 */
export function useUrlChoice<V extends string>(
  key: string,
  values: readonly [V, ...V[]],
): [V, (next: V) => void] {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const fallback = values[0];
  const current = values.find((value) => value === searchParams.get(key)) ?? fallback;
  const choose = (next: V) =>
    setSearchParams((params) => withParam(params, key, next === fallback ? undefined : next), {
      replace: true,
    });
  return [current, choose];
}
