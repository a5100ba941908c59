import type { ReactNode } from 'react';
import { useCategoryPath, useServiceLookup } from '../../catalogue';
import { useT } from '../../lib/i18n';
import type { ComparedOrder } from '../model/comparison';
import { compareMessages } from './compareMessages';
import { groupCategoryName } from './groupCategoryName';

interface NamedCategoryProps {
  entries: readonly ComparedOrder[];
  categoryId: number;
  children: (name: string) => ReactNode;
}

/**
 * Gives `children` a compared group's category by name (groupCategoryName): the lines' own name
 * at once; only when they give none, the category tree and then the service are read. Nothing
 * names it: "an unnamed category", never its id.
 */
export function NamedCategory(props: NamedCategoryProps) {
  const fromLines = groupCategoryName(props.entries, props.categoryId);
  return fromLines === undefined ? <LookedUpCategory {...props} /> : props.children(fromLines);
}

function LookedUpCategory({ entries, categoryId, children }: NamedCategoryProps) {
  const tc = useT(compareMessages);
  const pathOf = useCategoryPath();
  const entry = entries.find((e) => e.categoryId === categoryId);
  const supplierId = entry?.order.supplier?.id;
  const lookup = useServiceLookup(entry?.solutionId, entry?.categoryId, {
    organizationId: supplierId === undefined ? undefined : String(supplierId),
  });
  const service =
    lookup.status === 'found' ? (lookup.solution.categoryName ?? undefined) : undefined;
  return children(
    groupCategoryName(entries, categoryId, pathOf, service) ?? tc('category.unnamed'),
  );
}
