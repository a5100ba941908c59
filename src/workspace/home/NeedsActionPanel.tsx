import { Link } from 'react-router';
import { useOrganization } from '../../auth';
import { useT } from '../../lib/i18n';
import { useUrlSearchParams, withParam } from '../../lib/router';
import { Pagination, QueryState } from '../../ui';
import { messages } from '../messages';
import { useNeedsAction } from '../components/useNeedsAction';
import { NeedsActionSection } from './HomeSections';

/** Orders a page of the home's "Needs your action" shows. */
export const NEEDS_ACTION_PAGE_SIZE = 20;

/**
 * The home's "Needs your action": every order that waits for us, oldest first, a page at a time
 * (`?page=` in the URL, from 1), with the same count as the header (docs/decisions/0102).
 */
export function NeedsActionPanel() {
  const t = useT(messages);
  const query = useNeedsAction(useOrganization());
  const [params, setParams] = useUrlSearchParams();
  const asked = Number(params.get('page'));
  return (
    <QueryState query={query} loadingLabel={t('needs.loading')} errorTitle={t('needs.error')}>
      {({ orders, exact }) => {
        const pages = Math.max(1, Math.ceil(orders.length / NEEDS_ACTION_PAGE_SIZE));
        const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) - 1 : 0;
        const shown = orders.slice(
          page * NEEDS_ACTION_PAGE_SIZE,
          (page + 1) * NEEDS_ACTION_PAGE_SIZE,
        );
        const count = exact ? orders.length : t('count.atLeast', { count: orders.length });
        return (
          <NeedsActionSection items={shown} count={count}>
            {exact ? null : (
              <p className="ws-note">
                {t('needs.atLeast', { count: orders.length })}{' '}
                <Link to="/orders">{t('home.allOrders')}</Link>
              </p>
            )}
            <Pagination
              label={t('needs.pages')}
              page={page}
              pages={pages}
              onPage={(next) =>
                setParams((current) =>
                  withParam(current, 'page', next === 0 ? undefined : String(next + 1)),
                )
              }
            />
          </NeedsActionSection>
        );
      }}
    </QueryState>
  );
}
