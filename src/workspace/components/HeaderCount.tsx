import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useConfig } from '../../config';
import { useT } from '../../lib/i18n';
import { homeOrdersQueryOptions, TRANSITION_RELATIONS, type HomeOrders } from '../../orders';
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
  const { ordersBaseUrl } = useConfig();
  const select = useCallback(
    (page: HomeOrders) => countNeedsAction(page.orders, TRANSITION_RELATIONS, ordersBaseUrl),
    [ordersBaseUrl],
  );
  const { data: count } = useQuery({
    ...homeOrdersQueryOptions(organizationId),
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
