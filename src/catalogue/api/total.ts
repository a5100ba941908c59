/**
 * The total number of matches, from `X-Total-Count`, else from `Content-Range: items 0-19/345`
 * (or `items *\/345` on an empty page). Undefined when neither is readable.
 */
export function readTotal(headers: Headers): number | undefined {
  const count = headers.get('X-Total-Count');
  if (count !== null && /^\s*\d+\s*$/.test(count)) return Number(count);
  const range = headers.get('Content-Range');
  const match = range ? /\/\s*(\d+)\s*$/.exec(range) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
