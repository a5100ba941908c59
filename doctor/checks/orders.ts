/**
 * With access: the orders as the order list and the order page read them, through the orders'
 * own query options (src/orders/api): the list's total and next page, the fields each view needs,
 * the links, both histories.
 */
import {
  changeHistoryQueryOptions,
  orderQueryOptions,
  stateHistoryQueryOptions,
} from '../../src/orders/api/orders';
import { orderListQueryOptions, type OrderListPage } from '../../src/orders/api/orderListPage';
import type { ChangeHistoryEntry, StateHistoryEntry } from '../../src/orders/api/historyEntries';
import { disabledReasonText } from '../../src/orders/model/labels';
import { TRANSITION_RELATIONS } from '../../src/orders/model/relations';
import { wasUnreadable } from '../../src/lib/api-shapes';
import { selectTransitions, type HalLinks } from '../../src/lib/hal';
import { ERROR_SEEN, evidenceSince, failureSince, type DoctorContext } from '../context';
import { finding, type Finding, type Verdict } from '../verdict';

const PAGE_SIZE = 20;
type ListOrder = OrderListPage['orders'][number];

export function judgeListTotal(page: Pick<OrderListPage, 'totalGiven' | 'total'>): {
  verdict: Verdict;
  seen?: string;
} {
  if (page.totalGiven) return { verdict: 'read' };
  return {
    verdict: 'loss',
    seen: 'the order list states no number of orders: "Page 1, orders 1–20", more may follow',
  };
}

/** The next page: reached, and no order of the first shown again. */
export function judgeListNext(
  first: { orders: readonly { id: number }[]; more: boolean | undefined },
  second: { orders: readonly { id: number }[]; nothingNew?: boolean | undefined } | undefined,
): { verdict: Verdict; seen?: string; facts: string } {
  if (second === undefined) return { verdict: 'read', facts: 'one page only: no more follow' };
  // The list's reader never shows an order twice: a page that brings nothing new ends the list.
  if (second.nothingNew === true) {
    return {
      verdict: 'loss',
      seen: `the list ends after ${String(first.orders.length)} orders, saying the server gave no way to further orders`,
      facts: 'page 2 repeated page 1 (page numbers ignored, no next link readable)',
    };
  }
  const ids = new Set(first.orders.map((order) => order.id));
  const repeated = second.orders.filter((order) => ids.has(order.id)).length;
  if (repeated > 0) {
    return {
      verdict: 'not-read',
      seen: `${String(repeated)} orders of page 1 show again on page 2`,
      facts: `page 2: ${String(second.orders.length)} orders, ${String(repeated)} repeated`,
    };
  }
  if (second.orders.length === 0 && first.more === true) {
    return {
      verdict: 'not-read',
      seen: 'the next page shows no orders although more were announced',
      facts: 'page 2 empty',
    };
  }
  return {
    verdict: 'read',
    facts: `page 2: ${String(second.orders.length)} orders, none repeated`,
  };
}

/** A field a view shows, and how to tell whether it was read. */
interface ViewField {
  label: string;
  read: (order: ListOrder) => boolean;
  key: string;
}

const VIEW_FIELDS: readonly ViewField[] = [
  { label: 'name', key: 'name', read: (order) => order.name !== undefined },
  { label: '"Last change"', key: 'updatedAt', read: (order) => order.updatedAt !== undefined },
  { label: 'created', key: 'createdAt', read: (order) => order.createdAt !== undefined },
  { label: 'customer name', key: 'customer', read: (order) => order.customer?.name !== undefined },
  { label: 'supplier name', key: 'supplier', read: (order) => order.supplier?.name !== undefined },
];

/** For each view field: on how many orders it was read, unreadable, or not sent. */
export function judgeFields(orders: readonly ListOrder[]): {
  verdict: Verdict;
  seen?: string;
  facts: string[];
} {
  const facts: string[] = [];
  const losses: string[] = [];
  for (const field of VIEW_FIELDS) {
    const read = orders.filter(field.read).length;
    const unreadable = orders.filter(
      (order) => !field.read(order) && wasUnreadable(order, field.key),
    ).length;
    const missing = orders.length - read - unreadable;
    facts.push(`${field.label}: read on ${String(read)} of ${String(orders.length)}`);
    if (unreadable > 0)
      losses.push(`${field.label} says "not readable" on ${String(unreadable)} orders`);
    if (missing > 0) losses.push(`${field.label} is empty ("–") on ${String(missing)} orders`);
  }
  return losses.length === 0
    ? { verdict: 'read', facts }
    : { verdict: 'loss', seen: losses.join('; '), facts };
}

/** What the links of the orders read tell: known steps, unknown relations, disabled links' words. */
export function judgeLinks(
  linkSets: readonly HalLinks[],
  apiBase: string,
): { verdict: Verdict; seen?: string; facts: string[] } {
  const steps = new Set<string>();
  const unknown = new Set<string>();
  let disabled = 0;
  let wordless = 0;
  // The page's words for why a step is disabled: ours, the link's title, or only its code.
  const noWords = (link: Parameters<typeof disabledReasonText>[1]) => {
    const key = disabledReasonText((key) => key, link);
    return key === 'disabled.noReason' || key === 'disabled.unknown';
  };
  for (const links of linkSets) {
    const selection = selectTransitions(links, TRANSITION_RELATIONS, apiBase);
    for (const action of selection.actions) {
      steps.add(action.rel);
      if (!action.disabled) continue;
      disabled += 1;
      if (noWords(action)) wordless += 1;
    }
    for (const ignored of selection.ignored)
      if (ignored.reason === 'unknown-relation') unknown.add(ignored.rel);
  }
  const facts = [
    `steps offered: ${steps.size === 0 ? 'none' : [...steps].join(', ')}`,
    `unknown relations (not shown as buttons): ${unknown.size === 0 ? 'none' : [...unknown].join(', ')}`,
    `disabled links: ${String(disabled)}, of them without words: ${String(wordless)}`,
  ];
  if (wordless > 0) {
    return {
      verdict: 'loss',
      seen: 'a disabled button explains itself only by a code the app has no words for',
      facts,
    };
  }
  return { verdict: 'read', facts };
}

/** State history: time, who and state of every entry. */
export function judgeStateHistory(entries: readonly StateHistoryEntry[]): {
  verdict: Verdict;
  seen?: string;
  facts: string;
} {
  const count = (has: (entry: StateHistoryEntry) => boolean) => entries.filter(has).length;
  const parts = {
    time: count((entry) => entry.occurredAt !== undefined),
    who: count((entry) => entry.actor?.name !== undefined),
    state: count((entry) => entry.toState !== undefined),
  };
  const facts = `${String(entries.length)} entries; time on ${String(parts.time)}, who on ${String(parts.who)}, state on ${String(parts.state)}`;
  const lost = Object.entries(parts)
    .filter(([, found]) => found < entries.length)
    .map(([part]) => part);
  if (entries.length === 0) return { verdict: 'loss', seen: 'the history is empty', facts };
  return lost.length === 0
    ? { verdict: 'read', facts }
    : { verdict: 'loss', seen: `history entries show no ${lost.join(', no ')}`, facts };
}

/** Change history: the field and its new value of every entry. */
export function judgeChangeHistory(entries: readonly ChangeHistoryEntry[]): {
  verdict: Verdict;
  seen?: string;
  facts: string;
} {
  const withField = entries.filter((entry) => entry.field !== undefined).length;
  const withValue = entries.filter((entry) => entry.newValue.sent).length;
  const facts = `${String(entries.length)} entries; field on ${String(withField)}, new value on ${String(withValue)}`;
  if (entries.length === 0) {
    return {
      verdict: 'loss',
      seen: 'the order page shows no field changes (no change-history link, or none sent)',
      facts,
    };
  }
  if (withField < entries.length || withValue < entries.length) {
    return { verdict: 'loss', seen: 'field changes show without the field or its value', facts };
  }
  return { verdict: 'read', facts };
}

export async function checkOrders(ctx: DoctorContext, organizationId: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const failed = (id: string, title: string, mark: number, error: unknown) =>
    finding(
      id,
      'orders',
      title,
      'not-read',
      [...evidenceSince(ctx, mark), failureSince(ctx, mark, error)],
      ERROR_SEEN,
    );
  /** Runs `read`, judges what it read and adds that finding, or the failure, under `id`. */
  const readAndJudge = async <T>(
    id: string,
    title: string,
    read: () => Promise<T>,
    judge: (value: T) => { verdict: Verdict; seen?: string; facts: string },
  ) => {
    const start = ctx.log.length;
    try {
      const judged = judge(await read());
      findings.push(
        finding(
          id,
          'orders',
          title,
          judged.verdict,
          [...evidenceSince(ctx, start), judged.facts],
          judged.seen,
        ),
      );
    } catch (error) {
      findings.push(failed(id, title, start, error));
    }
  };
  const filters = (page: number) => ({
    role: 'all' as const,
    states: [],
    page,
    pageSize: PAGE_SIZE,
  });

  let mark = ctx.log.length;
  let first: OrderListPage;
  try {
    first = await ctx.client.query(orderListQueryOptions(organizationId, filters(0)));
  } catch (error) {
    findings.push(failed('orders.list.total', 'order list and its total', mark, error));
    return findings;
  }
  const total = judgeListTotal(first);
  findings.push(
    finding(
      'orders.list.total',
      'orders',
      'order list and its total',
      total.verdict,
      [
        ...evidenceSince(ctx, mark),
        `${String(first.orders.length)} orders read; total ${first.totalGiven ? String(first.total) : 'not readable in a browser'}`,
      ],
      total.seen,
    ),
  );

  mark = ctx.log.length;
  try {
    const second =
      first.more === false
        ? undefined
        : await ctx.client.query(orderListQueryOptions(organizationId, filters(1)));
    const judged = judgeListNext(first, second);
    findings.push(
      finding(
        'orders.list.next',
        'orders',
        'order list: the next page',
        judged.verdict,
        [...evidenceSince(ctx, mark), judged.facts],
        judged.seen,
      ),
    );
  } catch (error) {
    findings.push(failed('orders.list.next', 'order list: the next page', mark, error));
  }

  const fields = judgeFields(first.orders);
  findings.push(
    finding(
      'orders.list.fields',
      'orders',
      'fields the views need',
      fields.verdict,
      fields.facts,
      fields.seen,
    ),
  );

  // One order, its links, both histories: the first order past DRAFT has a history to read.
  const chosen = first.orders.find((order) => order.state !== 'DRAFT') ?? first.orders[0];
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
    findings.push(
      finding(
        'orders.order',
        'orders',
        'one order and its links',
        links.verdict,
        [...evidenceSince(ctx, mark), `state ${order.state}`, ...links.facts],
        links.seen,
      ),
    );
  } catch (error) {
    findings.push(failed('orders.order', 'one order and its links', mark, error));
    return findings;
  }

  await readAndJudge(
    'orders.history',
    'state history: time, who, state',
    async () =>
      (await ctx.client.query(stateHistoryQueryOptions(organizationId, chosen.id))).entries,
    judgeStateHistory,
  );
  await readAndJudge(
    'orders.changes',
    'change history: field and values',
    async () =>
      (await ctx.client.query(changeHistoryQueryOptions(organizationId, chosen.id))).entries,
    judgeChangeHistory,
  );
  return findings;
}
