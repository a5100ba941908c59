import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ourOrganization } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { choosingOrdersQueryOptions } from '../api/choosingOrders';
import {
  choosingEntries,
  comparisonGroups,
  groupOf,
  requestGroups,
  type ComparedOrder,
} from '../model/comparison';
import { compareMessages } from './compareMessages';
import { NamedCategory } from './NamedCategory';

const requestHref = (mark: string) => `/orders/compare?${new URLSearchParams({ request: mark })}`;
const categoryHref = (categoryId: number, orderId?: number) =>
  `/orders/compare?${new URLSearchParams({
    category: String(categoryId),
    ...(orderId === undefined ? {} : { orders: String(orderId) }),
  })}`;

/** A request in words: the name its orders share, else "a request on <category>". */
function RequestName({
  entries,
  children,
}: {
  entries: readonly ComparedOrder[];
  children: (name: string) => string;
}) {
  const tc = useT(compareMessages);
  const first = entries[0];
  const name = entries.find((entry) => entry.request?.name !== undefined)?.request?.name;
  if (name !== undefined || first === undefined) return children(name ?? '');
  return (
    <NamedCategory entries={entries} categoryId={first.categoryId}>
      {(category) => children(tc('request.onCategory', { category }))}
    </NamedCategory>
  );
}

/**
 * The order list's ways to the comparison: one per request of two or more orders with a quote
 * ("Compare the quotes of …"), and one per category where orders made one at a time wait to be
 * chosen ("Choose quotes to compare on …").
 */
export function CompareGroupLinks({ organizationId }: { organizationId: string }) {
  const tc = useT(compareMessages);
  const query = useQuery(choosingOrdersQueryOptions(organizationId));
  const us = ourOrganization(useQueryClient(), organizationId);
  const orders = query.data?.orders ?? [];
  const requests = requestGroups(choosingEntries(orders, us));
  const singles = [...comparisonGroups(orders, us)].filter(([, entries]) =>
    entries.some((entry) => entry.request === null),
  );
  if (requests.size === 0 && singles.length === 0) return null;
  return (
    <ul className="panel compare-links" aria-label={tc('compare.title')}>
      {[...requests].map(([mark, entries]) => (
        <li key={mark}>
          <Link className="button button--secondary" to={requestHref(mark)}>
            <RequestName entries={entries}>
              {(request) => tc('link.compareRequest', { request, count: entries.length })}
            </RequestName>
          </Link>
        </li>
      ))}
      {singles.map(([categoryId, entries]) => (
        <li key={categoryId}>
          <Link className="button button--secondary" to={categoryHref(categoryId)}>
            <NamedCategory entries={entries} categoryId={categoryId}>
              {(category) => tc('link.chooseOnCategory', { count: entries.length, category })}
            </NamedCategory>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * On an order's page: the way to the comparison of its request; for an order made on its own,
 * the category's quotes to choose from, this one already chosen.
 */
export function CompareThisLink({
  organizationId,
  orderId,
}: {
  organizationId: string;
  orderId: number;
}) {
  const tc = useT(compareMessages);
  const query = useQuery(choosingOrdersQueryOptions(organizationId));
  const us = ourOrganization(useQueryClient(), organizationId);
  const orders = query.data?.orders ?? [];
  const entries = choosingEntries(orders, us);
  const entry = entries.find((one) => one.order.id === orderId);
  const mark = entry?.request?.mark;
  const request = mark === undefined ? undefined : requestGroups(entries).get(mark);
  if (mark !== undefined && request !== undefined)
    return (
      <p className="compare-this">
        <Link to={requestHref(mark)}>
          {tc('link.compareThisRequest', { count: request.length })}
        </Link>
      </p>
    );
  const group = entry?.request === null ? groupOf(comparisonGroups(orders, us), orderId) : null;
  if (group === null) return null;
  return (
    <p className="compare-this">
      <Link to={categoryHref(group.categoryId, orderId)}>
        <NamedCategory entries={group.orders} categoryId={group.categoryId}>
          {(category) => tc('link.compareThis', { category, count: group.orders.length })}
        </NamedCategory>
      </Link>
    </p>
  );
}
