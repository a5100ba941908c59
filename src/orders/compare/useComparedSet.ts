import { useUrlSearchParams, withParam } from '../../lib/router';
import type { ComparedOrder } from '../model/comparison';
import type { OrderRequest } from '../model/requestMark';

/** Order ids as the URL lists them (`orders=12,15`): null when the parameter is absent. */
function idsOf(value: string | null): number[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * What the comparison shows, kept in the URL (decision 0064): `request=K7P3X` opens on the orders
 * of one request; once a person adds a quote or takes one out, `orders=…` lists exactly the ones
 * on screen (`request` stays to name the request). Orders no longer being chosen drop out.
 */
export function useComparedSet(choosing: readonly ComparedOrder[]) {
  const [params, setParams] = useUrlSearchParams();
  const mark = params.get('request') ?? undefined;
  const listed = idsOf(params.get('orders'));
  const compared = choosing.filter((entry) =>
    listed === null
      ? mark !== undefined && entry.request?.mark === mark
      : listed.includes(entry.order.id),
  );
  const request: OrderRequest | undefined =
    mark === undefined
      ? undefined
      : (choosing.find((entry) => entry.request?.mark === mark)?.request ?? undefined);

  /** Puts the order beside the others (`on`) or takes it out. */
  const toggle = (orderId: number, on: boolean) => {
    const ids = compared.map((entry) => entry.order.id).filter((id) => id !== orderId);
    const next = on ? [...ids, orderId] : ids;
    setParams((current) => withParam(current, 'orders', next.join(',')), { replace: true });
  };

  return { compared, request, toggle };
}
