/** A `Map` or a `WeakMap`: what `cached` keeps its values in. */
export interface CacheMap<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value kept in `cache` under `key`, made by `create` (and kept) the first time it is asked
 * for. For values that are dear to build and the same every time: formatters per locale, the
 * index of a loaded tree.
 */
export function cached<K, V>(cache: CacheMap<K, V>, key: K, create: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = create(key);
    cache.set(key, value);
  }
  return value;
}

/**
 * `cached` in a `Map` that is emptied once it holds `limit` values: for values made from what a
 * server sends (its keys), which are few in practice but unbounded by any rule.
 */
export function cachedUpTo<K, V>(
  cache: Map<K, V>,
  limit: number,
  key: K,
  create: (key: K) => V,
): V {
  if (cache.size >= limit && !cache.has(key)) cache.clear();
  return cached(cache, key, create);
}
