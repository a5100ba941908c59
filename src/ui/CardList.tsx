import type { ReactNode } from 'react';

/**
 * A list of cards, one list item per entry, keyed by the entry's id: the list a person scans
 * (services, providers), read by screen readers with its number of items.
 */
export function CardList<T extends { id: number | string }>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
