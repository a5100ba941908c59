import { NavLink } from 'react-router';
import type { Organization } from '../../auth';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { useNeedsAction } from './useNeedsAction';
import '../workspace.css';

/**
 * How many orders wait for the organisation, as a link to the workspace home. Shares the home's
 * query (same key), refreshed on focus and every minute, and whenever the orders feature
 * invalidates its order lists. Exact, or "at least" when not every candidate order was read
 * (docs/decisions/0102). Loaded lazily by {@link NeedsActionCount}.
 */
export function HeaderCount({ organization }: { organization: Organization }) {
  const t = useT(messages);
  const { data } = useNeedsAction(organization);
  if (data === undefined) return null;
  const count = data.orders.length;
  return (
    <NavLink
      to="/workspace"
      end
      className={count > 0 ? 'ws-header-count ws-header-count--active' : 'ws-header-count'}
      title={data.exact ? t('count.label', { count }) : t('count.labelAtLeast', { count })}
    >
      <span className="ws-header-count__words">{t('count.link')}</span>{' '}
      <span className="ws-badge">{data.exact ? count : t('count.atLeast', { count })}</span>
    </NavLink>
  );
}
