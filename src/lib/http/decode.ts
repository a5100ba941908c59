import { cachedUpTo } from '../cache';
import { isRecord } from '../isRecord';

/**
 * The one decoding step every JSON answer passes before any reader sees it (docs/platform-contract.md
 * 3). Rules, not spellings:
 *
 * - **Key case.** A key in any case style (`created_at`, `created-at`, `CreatedAt`, `createdAt`,
 *   `organizationID`) reads as the same camelCase key ({@link fieldKey}). Keys starting with `_`
 *   (HAL's `_links`, `_embedded`) and the relation names inside them are left as sent: a relation
 *   name is a value of the link, not a field name. Where two keys of one object read the same, the
 *   one already in camelCase wins.
 * - **`null` is absent.** A member whose value is `null` is dropped, so a reader sees one case.
 * - **Links are URI references** (RFC 3986 §5). Every `href` of a HAL link (under `_links`, at any
 *   depth, also in `_embedded` resources) is resolved against the URL of the answer that carried
 *   it, so `1042/transitions/accept` in an answer from `…/orders/1042` is
 *   `…/orders/1042/transitions/accept`. Templated links (RFC 6570) are left as sent.
 *
 * Numbers sent as numeric strings and dates in other forms are read by the value schemas
 * (`decimalSchema`, `instantSchema`, src/lib/api-shapes/values.ts), where the reader knows a number
 * or a date is meant.
 */
export function decodeAnswer(body: unknown, answerUrl: string): unknown {
  return decodeValue(body, answerUrl);
}

/**
 * A key in any case style as camelCase: split at `_`, `-`, spaces and case humps (`organizationID`
 * → organization, ID), the first word in lower case, each other word capitalised.
 * `quoted_price`, `quoted-price`, `QuotedPrice` and `QUOTED_PRICE` all read as `quotedPrice`.
 */
export function fieldKey(key: string): string {
  if (key.startsWith('_') || key.startsWith('@')) return key;
  // Each answer repeats the same few keys: each is spelled once.
  return cachedUpTo(camelByKey, 4096, key, camelCase);
}

const camelByKey = new Map<string, string>();

function camelCase(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return key;
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}

function decodeValue(value: unknown, answerUrl: string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => decodeValue(item, answerUrl));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === null) continue;
    if (key === '_links' && isRecord(member)) {
      out[key] = resolveLinks(member, answerUrl);
      continue;
    }
    if (key === '_embedded' && isRecord(member)) {
      out[key] = Object.fromEntries(
        Object.entries(member).map(([rel, inner]) => [rel, decodeValue(inner, answerUrl)]),
      );
      continue;
    }
    const name = fieldKey(key);
    // The key already in camelCase wins over another spelling of it.
    if (name in out && name !== key) continue;
    out[name] = decodeValue(member, answerUrl);
  }
  return out;
}

/** `_links`: relation names as sent; each link's `href` resolved against the answer's URL. */
function resolveLinks(links: Record<string, unknown>, answerUrl: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rel, link] of Object.entries(links)) {
    if (link === null) continue;
    out[rel] = Array.isArray(link)
      ? link.map((one: unknown) => resolveLink(one, answerUrl))
      : resolveLink(link, answerUrl);
  }
  return out;
}

function resolveLink(link: unknown, answerUrl: string): unknown {
  if (!isRecord(link)) return link;
  const decoded = decodeValue(link, answerUrl);
  if (!isRecord(decoded) || decoded['templated'] === true) return decoded;
  const href = decoded['href'];
  if (typeof href !== 'string') return decoded;
  return { ...decoded, href: resolveReference(href, answerUrl) };
}

/** A URI reference resolved against a base (RFC 3986 §5); as sent when it cannot be resolved. */
export function resolveReference(reference: string, base: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}
