import type { ComparedOrder } from '../model/comparison';

/** A group's category as the order service names it on a line, else its id. */
export function groupCategoryName(entries: readonly ComparedOrder[], categoryId: number): string {
  const named = entries.map((entry) => entry.order.lines?.[0]?.categoryName).find(Boolean);
  return named ?? `#${categoryId}`;
}
