import type { ReactNode } from 'react';
import { useServiceLookup, type ServiceLookup } from '../../catalogue';
import type { ComparedOrder } from '../model/comparison';

/** Each compared order's service as the catalogue has it, by order id. */
export type LookupsByOrder = ReadonlyMap<number, ServiceLookup>;

/**
 * Looks up the service of every compared order (one `useServiceLookup` each, cached per service)
 * and hands the results to `children`. One component per order keeps the hooks' order fixed.
 */
export function ServiceLookups({
  entries,
  found = new Map(),
  children,
}: {
  entries: readonly ComparedOrder[];
  found?: LookupsByOrder;
  children: (lookups: LookupsByOrder) => ReactNode;
}) {
  const [first, ...rest] = entries;
  if (first === undefined) return <>{children(found)}</>;
  return <OneLookup entry={first} rest={rest} found={found} render={children} />;
}

function OneLookup({
  entry,
  rest,
  found,
  render,
}: {
  entry: ComparedOrder;
  rest: readonly ComparedOrder[];
  found: LookupsByOrder;
  render: (lookups: LookupsByOrder) => ReactNode;
}) {
  const supplierId = entry.order.supplier?.id;
  const lookup = useServiceLookup(entry.solutionId, entry.categoryId, {
    organizationId: supplierId === undefined ? undefined : String(supplierId),
  });
  const next = new Map(found).set(entry.order.id, lookup);
  return (
    <ServiceLookups entries={rest} found={next}>
      {render}
    </ServiceLookups>
  );
}
