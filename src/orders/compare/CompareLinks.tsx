import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n';
import { choosingOrdersQueryOptions } from '../api/choosingOrders';
import { comparisonGroups, groupOf } from '../model/comparison';
import { compareMessages } from './compareMessages';
import { NamedCategory } from './NamedCategory';

const compareHref = (categoryId: number) => `/orders/compare?category=${categoryId}`;

/** The order list's "Compare" actions: one per category where two or more orders qualify. */
export function CompareGroupLinks({ organizationId }: { organizationId: string }) {
  const tc = useT(compareMessages);
  const query = useQuery(choosingOrdersQueryOptions(organizationId));
  const groups = comparisonGroups(query.data?.orders ?? [], organizationId);
  if (groups.size === 0) return null;
  return (
    <ul className="panel compare-links" aria-label={tc('compare.title')}>
      {[...groups].map(([categoryId, entries]) => (
        <li key={categoryId}>
          <Link className="button button--secondary" to={compareHref(categoryId)}>
            <NamedCategory entries={entries} categoryId={categoryId}>
              {(category) => tc('link.compareGroup', { count: entries.length, category })}
            </NamedCategory>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** On an order's page: the way to the comparison, when the order is one of those compared. */
export function CompareThisLink({
  organizationId,
  orderId,
}: {
  organizationId: string;
  orderId: number;
}) {
  const tc = useT(compareMessages);
  const query = useQuery(choosingOrdersQueryOptions(organizationId));
  const group = groupOf(comparisonGroups(query.data?.orders ?? [], organizationId), orderId);
  if (group === null) return null;
  return (
    <p className="compare-this">
      <Link to={compareHref(group.categoryId)}>
        <NamedCategory entries={group.orders} categoryId={group.categoryId}>
          {(category) => tc('link.compareThis', { category, count: group.orders.length })}
        </NamedCategory>
      </Link>
    </p>
  );
}
