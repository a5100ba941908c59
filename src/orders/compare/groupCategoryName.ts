import type { CategoryPath } from '../../catalogue';
import type { ComparedOrder } from '../model/comparison';

/**
 * A group's category as a person reads it: the name its orders' lines give it, else its label in
 * the category tree (`pathOf`), else the category of the orders' service (`serviceCategory`).
 * Undefined when nothing names it: the caller says so in words, never by the id.
 */
export function groupCategoryName(
  entries: readonly ComparedOrder[],
  categoryId: number,
  pathOf?: (categoryId: number) => CategoryPath,
  serviceCategory?: string,
): string | undefined {
  const fromLines = entries
    .filter((entry) => entry.categoryId === categoryId)
    .map((entry) => entry.order.lines?.[0]?.categoryName)
    .find((name) => name !== undefined && name.trim() !== '');
  const first = entries[0]?.categoryId ?? categoryId;
  const fromTree = pathOf?.(first).find((category) => category.id === categoryId)?.label;
  return fromLines ?? fromTree ?? (serviceCategory?.trim() || undefined);
}
