import { isRecord } from '../../lib/isRecord';

/** Words a member's name uses for what a person reads: a name, label or title. */
const NAME_WORDS = /(name|label|title)$/i;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A category object's name for people: `displayName` before `name` (spec 2.7), then any label. */
function nameOfNode(node: Record<string, unknown>): string | undefined {
  const keys = Object.keys(node).filter((key) => NAME_WORDS.test(key));
  const rank = (key: string) => (/display/i.test(key) ? 0 : /^name$/i.test(key) ? 1 : 2);
  return keys
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => text(node[key]))
    .find((name) => name !== undefined);
}

/**
 * The name an order line gives its category (spec 2.4 names only `categoryId`), found by meaning:
 * a text member whose name speaks of the category and of a name, label or title (`categoryName`,
 * `categoryDisplayName`, `category_label`…, `displayName` first), else a `category` object's name.
 * Undefined when the line names none; never the id.
 */
export function lineCategoryName(line: Record<string, unknown>): string | undefined {
  const keys = Object.keys(line).filter((key) => /^category/i.test(key));
  const named = keys.filter((key) => NAME_WORDS.test(key) && !/id$/i.test(key));
  const rank = (key: string) => (/display/i.test(key) ? 0 : 1);
  const direct = named
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => text(line[key]))
    .find((name) => name !== undefined);
  if (direct !== undefined) return direct;
  const node = keys.map((key) => line[key]).find(isRecord);
  return node === undefined ? undefined : nameOfNode(node);
}
