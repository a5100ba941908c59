import { useId } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mayActOn, RequireOrganization, useOrganization } from '../../auth';
import { sideOf, type PartySide } from '../../lib/api-shapes';
import { useFormat, useT } from '../../lib/i18n';
import { useUrlSearchParams } from '../../lib/router';
import { Button, EmptyState, ErrorState, LoadingState, PageTitle, TableHead } from '../../ui';
import type { OrderListFilters, OrderRoleFilter } from '../api/keys';
import { orderListQueryOptions } from '../api/orderListPage';
import type { Order } from '../api/schemas';
import { CompareGroupLinks } from '../compare/CompareLinks';
import { messages } from '../messages';
import { pageMessages } from './pageMessages';
import { KNOWN_STATES, stateLabel } from '../model/states';
import { orderName, unreadText } from '../model/labels';
import '../orders.css';
import './orderList.css';

export const ORDER_PAGE_SIZE = 20;
const ROLES: readonly OrderRoleFilter[] = ['all', 'customer', 'supplier'];

/** Filters live in the URL: `?role=customer&state=QUOTED&page=2` (page from 1 for people). */
export function filtersFromSearch(search: URLSearchParams): OrderListFilters {
  const role = ROLES.find((r) => r === search.get('role')) ?? 'all';
  const states = (search.get('state') ?? '').split(',').filter((s) => s.trim() !== '');
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1) - 1;
  return { role, states, page, pageSize: ORDER_PAGE_SIZE };
}

/** The other party, by its name, on the side the order names us; said in words where it cannot. */
function Counterpart({ order, side }: { order: Order; side: PartySide | undefined }) {
  const t = useT(messages);
  const tp = useT(pageMessages);
  if (side === undefined) return tp('list.sideNotSaid');
  const counterpartKey = side === 'customer' ? 'supplier' : 'customer';
  const counterpart = order[counterpartKey]?.name;
  return counterpart
    ? tp(side === 'customer' ? 'list.asCustomer' : 'list.asSupplier', { name: counterpart })
    : unreadText(t, order, counterpartKey);
}

function OrderRow({ order, side }: { order: Order; side: PartySide | undefined }) {
  const t = useT(messages);
  const format = useFormat();
  return (
    <tr>
      <td>
        <Link to={`/orders/${order.id}`}>{orderName(t, order)}</Link>
      </td>
      <td>{stateLabel(t, order.state)}</td>
      <td>
        <Counterpart order={order} side={side} />
      </td>
      <td>
        {order.updatedAt ? (
          <time dateTime={order.updatedAt}>{format.dateTime(order.updatedAt)}</time>
        ) : (
          unreadText(t, order, 'updatedAt')
        )}
      </td>
    </tr>
  );
}

function OrderList() {
  const t = useT(messages);
  const tp = useT(pageMessages);
  const format = useFormat();
  const organization = useOrganization();
  const organizationId = organization.id;
  const roleId = useId();
  const stateId = useId();
  const [search, setSearch] = useUrlSearchParams();
  const filters = filtersFromSearch(search);
  const query = useQuery({
    ...orderListQueryOptions(organizationId, filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });

  function update(changes: Record<string, string | null>) {
    setSearch((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  }

  const filtered = filters.role !== 'all' || filters.states.length > 0;
  // The page whose orders are on screen: while the next one loads, still the one before.
  const shownPage = query.data?.pageNumber ?? filters.page;
  const shownBefore = query.data?.shownBefore ?? shownPage * filters.pageSize;
  const rows = (query.data?.orders ?? []).map((order) => ({
    order,
    side: sideOf(order, organization),
  }));
  const sideNotSaid = rows.filter((row) => row.side === undefined).length;

  return (
    <>
      <PageTitle>{tp('list.title')}</PageTitle>
      <form
        className="panel controls-row orders-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="orders-field">
          <label htmlFor={roleId}>{tp('list.role')}</label>
          <select
            id={roleId}
            value={filters.role}
            onChange={(event) =>
              update({ role: event.target.value === 'all' ? null : event.target.value, page: null })
            }
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {tp(`list.role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="orders-field">
          <label htmlFor={stateId}>{tp('list.state')}</label>
          <select
            id={stateId}
            value={filters.states.join(',')}
            onChange={(event) => update({ state: event.target.value, page: null })}
          >
            <option value="">{tp('list.state.all')}</option>
            {KNOWN_STATES.map((state) => (
              <option key={state} value={state}>
                {stateLabel(t, state)}
              </option>
            ))}
          </select>
        </div>
        <p className="orders-note">{tp('list.newest')}</p>
      </form>
      {/* Quotes to choose are a customer's: none to look for where the organisation only supplies. */}
      {mayActOn(organization, 'customer') ? (
        <CompareGroupLinks organizationId={organizationId} />
      ) : null}

      {query.isPending ? (
        <LoadingState label={tp('list.loading')} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data?.nothingNew === true ? (
        <EmptyState
          title={tp('list.noWayFurther', {
            count: query.data.shownBefore ?? 0,
            shown: format.number(query.data.shownBefore ?? 0),
          })}
          action={<Button onClick={() => update({ page: null })}>{tp('list.toFirstPage')}</Button>}
        >
          <p>{tp('list.noWayFurtherHelp', { page: filters.page + 1 })}</p>
        </EmptyState>
      ) : null}
      {query.data &&
      !query.data.nothingNew &&
      query.data.orders.length === 0 &&
      filters.page > 0 ? (
        <EmptyState
          title={tp('list.beyondLast', { page: filters.page + 1 })}
          action={<Button onClick={() => update({ page: null })}>{tp('list.toFirstPage')}</Button>}
        />
      ) : null}
      {query.data && query.data.orders.length === 0 && filters.page === 0 ? (
        filtered ? (
          <EmptyState title={tp('list.emptyFiltered')} />
        ) : (
          <EmptyState
            title={tp('list.empty')}
            action={<Link to="/">{tp('list.toCatalogue')}</Link>}
          >
            <p>{tp('list.emptyHelp')}</p>
          </EmptyState>
        )
      ) : null}
      {query.data && query.data.orders.length > 0 ? (
        <section className="panel" aria-busy={query.isFetching}>
          {sideNotSaid > 0 ? (
            <p className="orders-note" role="note">
              {tp('list.sidesNotSaid', { count: sideNotSaid, organization: organization.name })}
            </p>
          ) : null}
          <table className="orders-table">
            <caption className="visually-hidden">{tp('list.title')}</caption>
            <TableHead
              columns={[
                tp('list.name'),
                tp('list.state'),
                tp('list.counterpart'),
                tp('list.updated'),
              ]}
            />
            <tbody>
              {rows.map(({ order, side }) => (
                <OrderRow key={order.id} order={order} side={side} />
              ))}
            </tbody>
          </table>
          <nav className="orders-pager" aria-label={tp('list.title')}>
            <Button
              disabled={filters.page === 0}
              onClick={() => update({ page: filters.page <= 1 ? null : String(filters.page) })}
            >
              {tp('list.previous')}
            </Button>
            <span>
              {query.data.totalGiven && query.data.totalPages !== undefined
                ? tp('list.pageOf', {
                    page: shownPage + 1,
                    pages: Math.max(1, query.data.totalPages),
                    total: query.data.total,
                  })
                : tp(query.data.more === false ? 'list.pageOpen' : 'list.pageOpenMore', {
                    page: shownPage + 1,
                    // The range of what is on this page: after the orders the pages before showed.
                    first: shownBefore + 1,
                    last: shownBefore + query.data.orders.length,
                  })}
            </span>
            <Button
              disabled={
                query.data.totalPages !== undefined
                  ? filters.page + 1 >= query.data.totalPages
                  : query.data.more === false
              }
              onClick={() => update({ page: String(filters.page + 2) })}
            >
              {tp('list.next')}
            </Button>
          </nav>
        </section>
      ) : null}
    </>
  );
}

/** Route module for `/orders`. */
export function Component() {
  return (
    <RequireOrganization>
      <OrderList />
    </RequireOrganization>
  );
}
