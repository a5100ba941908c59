import { nameOf, nameText } from '../../lib/api-shapes';
import { isRecord } from '../../lib/isRecord';

/** Words a member's name uses for what a person reads: a name, label or title. */
const NAME_WORDS = /(name|label|title)$/i;

/**
 * The name an order line gives its category (spec 2.4 names only `categoryId`), found by meaning:
 * a text member whose name speaks of the category and of a name, label or title (`categoryName`,
 * `categoryDisplayName`, `category_label`…, `displayName` first), else a `category` object's name
 * (`nameOf`). Undefined when the line names none; never the id or another identifier.
 */
export function lineCategoryName(line: Record<string, unknown>): string | undefined {
  const keys = Object.keys(line).filter((key) => /^category/i.test(key));
  const named = keys.filter((key) => NAME_WORDS.test(key) && !/id$/i.test(key));
  const rank = (key: string) => (/display/i.test(key) ? 0 : 1);
  const direct = named
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => nameText(line[key]))
    .find((name) => name !== undefined);
  if (direct !== undefined) return direct;
  const node = keys.map((key) => line[key]).find(isRecord);
  return nameOf(node, 'thing');
}
