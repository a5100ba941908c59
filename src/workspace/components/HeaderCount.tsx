import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useConfig } from '../../config';
import { useHttpClient } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { TRANSITION_RELATIONS } from '../../orders';
import { homeOrdersQueryOptions, type OrdersPage } from '../api/homeOrders';
import { messages } from '../messages';
import { countNeedsAction } from '../model/homeModel';
import '../workspace.css';

/**
 * How many orders wait for the organisation, as a link to the workspace home. Shares the home's
 * query (same key): one list request, refreshed on focus and every minute, and whenever the orders
 * feature invalidates its order lists. Loaded lazily by {@link NeedsActionCount}.
 */
export function HeaderCount({ organizationId }: { organizationId: string }) {
  const t = useT(messages);
  const client = useHttpClient();
  const { catalogueBaseUrl, ordersBaseUrl } = useConfig();
  const select = useCallback(
    (page: OrdersPage) => countNeedsAction(page.orders, TRANSITION_RELATIONS, ordersBaseUrl),
    [ordersBaseUrl],
  );
  const { data: count } = useQuery({
    ...homeOrdersQueryOptions({ client, catalogueBaseUrl, ordersBaseUrl, organizationId }),
    select,
  });
  if (count === undefined) return null;
  return (
    <NavLink
      to="/workspace"
      end
      className={count > 0 ? 'ws-header-count ws-header-count--active' : 'ws-header-count'}
      title={t('count.label', { count })}
    >
      {t('count.link')} <span className="ws-badge">{count}</span>
    </NavLink>
  );
}
