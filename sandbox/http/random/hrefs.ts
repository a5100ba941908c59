/**
 * `href` values of `SANDBOX_SHAPES=random` as URI references (RFC 3986 4.1): absolute,
 * root-relative, or relative to the URL of the answer that carries them (5.2 resolves them back).
 */
import { isRecord, type Json } from '../rewrite.ts';
import type { Choices } from './choices.ts';

/** The path segments of a path's "directory" (everything up to its last `/`). */
function directorySegments(path: string): string[] {
  return path
    .slice(0, path.lastIndexOf('/') + 1)
    .split('/')
    .slice(1, -1);
}

/**
 * A relative-path reference from `base` to `target` (same origin): the shortest one that
 * resolves back to `target` by RFC 3986 5.2; with `dot`, it starts with `./` or `../`.
 */
export function documentRelative(base: URL, target: URL, dot: boolean): string {
  const from = directorySegments(base.pathname);
  const to = target.pathname.split('/').slice(1);
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) {
    common += 1;
  }
  const ups = '../'.repeat(from.length - common);
  let rest = to.slice(common).join('/');
  // A first segment with a colon would read as a scheme; an empty rest is the directory itself.
  if (ups === '' && (dot || rest === '' || rest.split('/')[0]?.includes(':') === true)) {
    rest = `./${rest}`;
  }
  return `${ups}${rest}${target.search}${target.hash}`;
}

/** `href` (a path or an absolute URL from the sandbox) in the chosen form, seen from `base`. */
export function hrefIn(href: string, base: URL, form: Choices['hrefs']): string {
  const target = new URL(href, base);
  if (target.origin !== base.origin) return href;
  switch (form) {
    case 'absolute':
      return target.href;
    case 'root':
      return `${target.pathname}${target.search}${target.hash}`;
    case 'document':
      return documentRelative(base, target, false);
    case 'dot':
      return documentRelative(base, target, true);
  }
}

/** Every `href` of every link object under `_links` (and DRF-style `next`/`previous`). */
export function withHrefs(body: Json, base: URL, form: Choices['hrefs']): Json {
  if (Array.isArray(body)) return body.map((item: unknown) => withHrefs(item, base, form));
  if (!isRecord(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'href' && typeof value === 'string') result[key] = hrefIn(value, base, form);
    else result[key] = withHrefs(value, base, form);
  }
  return result;
}
