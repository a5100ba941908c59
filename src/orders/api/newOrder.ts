import type { QueryClient } from '@tanstack/react-query';
import { platformOf } from '../../lib/http';
import { mayHaveApplied } from '../model/applied';
import { fetchOrderPages, OPEN_ORDERS_BUDGET } from './orderLists';
import { fetchOrder, ordersUrl } from './orders';
import { orderSchema, type Order } from './schemas';

export interface NewOrderInput {
  name: string;
  lines: { solutionId: number; categoryId: number }[];
  /** The mark of orders asked together (decision 0177); a platform may drop it. */
  requestReference?: string;
}

/** The header of an order's creation that lets a repeat get the same order back (decision 0080). */
const IDEMPOTENCY_KEY = 'Idempotency-Key';

/**
 * The drafts that existed before the first try of a form fill sent without its key (by
 * organisation and key): what a later look compares with. In memory, for the session.
 */
const draftsBefore = new Map<string, ReadonlySet<number>>();

const DRAFT_FILTER = { role: 'customer', states: ['DRAFT'] } as const;

async function draftIds(client: QueryClient, organizationId: string): Promise<Set<number>> {
  const read = await fetchOrderPages(client, organizationId, DRAFT_FILTER, OPEN_ORDERS_BUDGET);
  return new Set(read.orders.map((order) => order.id));
}

type LineIds = { solutionId?: number | undefined; categoryId?: number | undefined };
const linesKey = (lines: readonly LineIds[]) =>
  lines.map((line) => `${String(line.solutionId)}/${String(line.categoryId)}`).join(' ');

/** The draft this fill made since `before`: the same name and lines, and new. */
async function orderMadeSince(
  client: QueryClient,
  organizationId: string,
  input: NewOrderInput,
  before: ReadonlySet<number>,
): Promise<Order | undefined> {
  const read = await fetchOrderPages(client, organizationId, DRAFT_FILTER, OPEN_ORDERS_BUDGET);
  const made = read.orders.find(
    (order) =>
      !before.has(order.id) &&
      order.name === input.name &&
      linesKey(input.lines) === linesKey(order.lines ?? []),
  );
  return made ? fetchOrder(platformOf(client), made.id) : undefined;
}

/**
 * Creates a draft once per form fill. The request carries the fill's key as `Idempotency-Key` (an
 * RFC 8941 string, as the IETF draft writes it): a repeat after a lost answer gets the same order
 * back instead of a second draft (decision 0080). A platform may refuse the header (the spec does
 * not name it; the client then sends without it): the drafts are noted before the first try
 * without it, and after a lost answer, and before every later try of the same fill, the app looks
 * for the draft just made instead of asking again.
 */
export async function createOrder(
  client: QueryClient,
  organizationId: string,
  input: NewOrderInput,
  idempotencyKey: string,
): Promise<Order> {
  const platform = platformOf(client);
  const fill = `${organizationId}\n${idempotencyKey}`;
  const look = async () => {
    const before = draftsBefore.get(fill);
    const made = before && (await orderMadeSince(client, organizationId, input, before));
    if (made) draftsBefore.delete(fill);
    return made;
  };
  const earlier = await look();
  if (earlier) return earlier;
  try {
    const response = await platform.http.request(ordersUrl(platform), {
      method: 'POST',
      auth: true,
      body: input,
      schema: orderSchema,
      headers: { [IDEMPOTENCY_KEY]: `"${idempotencyKey}"` },
      beforeWithoutExtras: async () => {
        if (!draftsBefore.has(fill)) draftsBefore.set(fill, await draftIds(client, organizationId));
      },
    });
    draftsBefore.delete(fill);
    return response.data;
  } catch (error) {
    const made = mayHaveApplied(error) ? await look().catch(() => undefined) : undefined;
    if (made) return made;
    throw error;
  }
}
