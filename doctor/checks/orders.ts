/**
 * With access: the orders as the order list and the order page read them, through the orders'
 * own query options (src/orders/api): the list (`orderList.ts`), whose side we are on, whether a
 * filter is kept, one order's links and every page of the longest history (`orderPage.ts`), and in
 * each answer the members no reader used (`reading.ts`).
 */
import {
  changeHistoryQueryOptions,
  orderQueryOptions,
  stateHistoryQueryOptions,
  type HistoryRead,
} from '../../src/orders/api/orders';
import { orderListQueryOptions, type OrderListPage } from '../../src/orders/api/orderListPage';
import { fetchOrders } from '../../src/orders/api/orderListPage';
import { matchesOrderFilter } from '../../src/orders/api/orderFilter';
import { sideOf } from '../../src/lib/api-shapes';
import {
  answersSince,
  ERROR_SEEN,
  evidenceSince,
  failureSince,
  type DoctorContext,
  type Judged,
} from '../context';
import { finding, type Finding } from '../verdict';
import { judgeFields, judgeListNext, judgeListTotal } from './orderList';
import {
  judgeChangeHistory,
  judgeLinks,
  judgeStateHistory,
  longestHistoryOrder,
  whole,
} from './orderPage';
import { judgeFilter, judgeNames, judgeRecognised, withUnread } from './reading';

const PAGE_SIZE = 20;

export async function checkOrders(ctx: DoctorContext, organizationId: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const add = (id: string, title: string, mark: number, judged: Judged) =>
    findings.push(
      finding(
        id,
        'orders',
        title,
        judged.verdict,
        [...evidenceSince(ctx, mark), judged.facts],
        judged.seen,
      ),
    );
  const failed = (id: string, title: string, mark: number, error: unknown) =>
    findings.push(
      finding(
        id,
        'orders',
        title,
        'not-read',
        [...evidenceSince(ctx, mark), failureSince(ctx, mark, error)],
        ERROR_SEEN,
      ),
    );
  /** Runs `read`, judges what it read and adds that finding, or the failure, under `id`. */
  const readAndJudge = async <T>(
    id: string,
    title: string,
    read: () => Promise<T>,
    judge: (value: T, mark: number) => Judged,
  ) => {
    const mark = ctx.log.length;
    try {
      add(id, title, mark, judge(await read(), mark));
    } catch (error) {
      failed(id, title, mark, error);
    }
  };
  const filters = (page: number, states: readonly string[] = []) => ({
    role: 'all' as const,
    states,
    page,
    pageSize: PAGE_SIZE,
  });

  let mark = ctx.log.length;
  const listMark = mark;
  let first: OrderListPage;
  try {
    first = await ctx.client.query(orderListQueryOptions(organizationId, filters(0)));
  } catch (error) {
    failed('orders.list.total', 'order list and its total', mark, error);
    return findings;
  }
  const total = judgeListTotal(first);
  const totalFacts = `${String(first.orders.length)} orders read; total ${first.totalGiven ? String(first.total) : 'not readable in a browser'}`;
  add('orders.list.total', 'order list and its total', mark, { ...total, facts: totalFacts });

  await readAndJudge(
    'orders.list.next',
    'order list: the next page',
    async () =>
      first.more === false
        ? undefined
        : await ctx.client.query(orderListQueryOptions(organizationId, filters(1))),
    (second) => judgeListNext(first, second),
  );

  add(
    'orders.list.unread',
    'order list: members no reader used',
    ctx.log.length,
    withUnread(answersSince(ctx, listMark), first, {
      verdict: 'read',
      facts: `${String(first.orders.length)} orders`,
    }),
  );

  const fields = judgeFields(first.orders);
  add('orders.list.fields', 'fields the views need', ctx.log.length, {
    ...fields,
    facts: fields.facts.join('; '),
  });

  const parties = first.orders.flatMap((order) => [order.customer?.name, order.supplier?.name]);
  add('orders.parties', 'parties named for people', ctx.log.length, judgeNames(parties, 'party'));
  const ours = first.orders.filter((order) => sideOf(order, organizationId) !== undefined);
  add(
    'orders.ours',
    'our organisation among the parties',
    ctx.log.length,
    judgeRecognised(ours.length, first.orders.length),
  );

  // A filter sent: the state most orders of the first page are not in, so a kept filter shows.
  const state = first.orders.find((order) => order.state !== first.orders[0]?.state)?.state;
  if (state !== undefined) {
    await readAndJudge(
      'orders.filter',
      'a filter sent: kept by the server',
      () => fetchOrders(ctx.client, filters(0, [state])),
      (page) =>
        judgeFilter(
          `state=${state}`,
          page.orders.filter((order) => matchesOrderFilter(order, { states: [state] }, '')).length,
          page.orders.length,
        ),
    );
  }

  // One order, its links, and every page of the longest history to be found.
  const chosen = longestHistoryOrder(first.orders);
  if (chosen === undefined) {
    findings.push(
      finding(
        'orders.order',
        'orders',
        'one order and its links',
        'not-checked',
        [],
        'the organisation has no orders to read',
      ),
    );
    return findings;
  }
  mark = ctx.log.length;
  try {
    const order = await ctx.client.query(orderQueryOptions(organizationId, chosen.id));
    const links = judgeLinks(
      [order._links, ...first.orders.map((one) => one._links)],
      ctx.platform.ordersBaseUrl,
    );
    add(
      'orders.order',
      'one order and its links',
      mark,
      withUnread(answersSince(ctx, mark), order, {
        ...links,
        facts: [`state ${order.state}`, ...links.facts].join('; '),
      }),
    );
  } catch (error) {
    failed('orders.order', 'one order and its links', mark, error);
    return findings;
  }

  /** A history read to its end (else a loss), judged entry by entry, with what it left unread. */
  const judgeHistory =
    <T>(judgeEntries: (entries: readonly T[]) => Judged) =>
    (history: HistoryRead<T>, start: number) =>
      withUnread(answersSince(ctx, start), history, whole(history, judgeEntries(history.entries)));
  await readAndJudge(
    'orders.history',
    'state history: every page of the longest, time, who, state',
    () => ctx.client.query(stateHistoryQueryOptions(organizationId, chosen.id)),
    judgeHistory(judgeStateHistory),
  );
  await readAndJudge(
    'orders.changes',
    'change history: every page, field and values',
    () => ctx.client.query(changeHistoryQueryOptions(organizationId, chosen.id)),
    judgeHistory(judgeChangeHistory),
  );
  return findings;
}
