import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useSession } from '../../auth';
import { useConfig } from '../../config';
import { useHttpClient } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { TRANSITION_RELATIONS } from '../../orders';
import { homeOrdersQueryOptions, type OrdersPage } from '../api/homeOrders';
import { messages } from '../messages';
import { countNeedsAction } from '../model/homeModel';
import '../workspace.css';

/**
 * For the app header: how many orders wait for the signed-in person's organisation, as a link to
 * the workspace home. Shares the home's query (same key): one list request, refreshed on focus and
 * every minute, and whenever the orders feature invalidates order data. Renders nothing for
 * visitors or before an organisation is chosen.
 */
export function NeedsActionCount() {
  const { status, organization } = useSession();
  if (status !== 'signed-in' || !organization) return null;
  return <Count organizationId={organization.id} />;
}

function Count({ organizationId }: { organizationId: string }) {
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
