import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { TransitionAction } from '../../lib/hal';
import { platformOf, type Platform } from '../../lib/http';
import { mayHaveApplied } from '../model/applied';
import {
  isOrderChanged,
  isRefusal,
  quoteDraftOffered,
  renameOffered,
  transitionOffered,
  type Offered,
} from '../model/refusal';
import { isOrderHistoryKey, orderKeys } from './keys';
import { createOrder, type NewOrderInput } from './newOrder';
import { followTransition, renameOrder, saveQuoteDraft } from './orders';
import type { Order } from './schemas';
import { cachedOrder, readRefusal, readStepOutcome, type StepOutcome } from './stepOutcome';

/**
 * Every action on orders, each a `useMutation` with what it refreshes declared beside it. The
 * client and API base come from the mutation's own context (`platformOf(context.client)`,
 * src/lib/http/platform.ts); the organisation is named by the caller, as in the query keys.
 */

/** Mutation keys: under the organisation's orders prefix, so a sign-out or switch names them too. */
const orderMutationKeys = {
  transition: (organizationId: string) => [...orderKeys.all(organizationId), 'transition'] as const,
  create: (organizationId: string) => [...orderKeys.all(organizationId), 'create'] as const,
  change: (organizationId: string, id: number, change: string) =>
    [...orderKeys.detail(organizationId, id), change] as const,
};

/**
 * Everything that depends on an order's state is refreshed after an action on it: the order and
 * every other order query of the organisation (the order lists, the workspace home, the header
 * count, the planning board and the climate report: their keys all sit under `orderKeys.all`,
 * decision 0102), all awaited, so whoever waits for the action reads them as they are now. The
 * order's histories are only marked stale: the order page reads them again when the order's
 * visible version changes (decision 0081), so they have one owner and are read once.
 */
async function refreshAfterOrderChange(
  queryClient: QueryClient,
  organizationId: string,
  orderId: number,
): Promise<void> {
  const isHistory = (query: Query) => isOrderHistoryKey(query.queryKey, organizationId, orderId);
  void queryClient.invalidateQueries({
    queryKey: orderKeys.detail(organizationId, orderId),
    predicate: isHistory,
    refetchType: 'none',
  });
  await queryClient.invalidateQueries({
    queryKey: orderKeys.all(organizationId),
    predicate: (query) => !isHistory(query),
  });
}

export interface TransitionVariables {
  orderId: number;
  action: TransitionAction;
  body: Record<string, unknown>;
  /** Told when the step was taken in but the order has not moved yet (`readStepOutcome`). */
  onProcessing?: () => void;
}

/**
 * Follows a transition link, then reads its outcome from the server (`readStepOutcome`): the
 * mutation stays pending while the step is being processed, so its buttons stay busy and the page
 * never takes its own step for the other party's change. Settled, not only on success: after a
 * failure the order may have changed all the same (another user, or an answer lost on the way),
 * so it is read again too. A refusal (4xx) of a step the order read again no longer offers rejects
 * as the order having changed meanwhile (`readRefusal`), whatever its status or body. The promise
 * of `mutateAsync` settles after that re-read, so the caller reads the order as it is.
 *
 * One transition at a time per organisation: `start` refuses (returns null) while one runs. It
 * asks the mutation cache, which knows at once, so a double click in one tick sends one request.
 * `pending` is the transition under way (order and relation), what the buttons show as busy.
 * It lasts until every order query of the organisation has been read again, so a list or board
 * offers its buttons again only as it is after the action.
 */
export function useOrderTransition(organizationId: string) {
  const queryClient = useQueryClient();
  const mutationKey = orderMutationKeys.transition(organizationId);
  const mutation = useMutation({
    mutationKey,
    mutationFn: async (
      { orderId, action, body, onProcessing }: TransitionVariables,
      context,
    ): Promise<StepOutcome> => {
      const before = cachedOrder(context.client, organizationId, orderId);
      const platform = platformOf(context.client);
      try {
        await followTransition(platform, action, body);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const offered = transitionOffered(action.rel, platform.ordersBaseUrl);
        throw await readRefusal(context.client, organizationId, orderId, error, offered);
      }
      return readStepOutcome(context.client, organizationId, orderId, before, { onProcessing });
    },
    onSettled: (_data, _error, { orderId }) =>
      refreshAfterOrderChange(queryClient, organizationId, orderId),
  });
  const start = (variables: TransitionVariables): Promise<StepOutcome> | null =>
    queryClient.isMutating({ mutationKey, exact: true }) > 0
      ? null
      : mutation.mutateAsync(variables);
  const pending = mutation.isPending
    ? { orderId: mutation.variables.orderId, rel: mutation.variables.action.rel }
    : null;
  return { start, pending, pendingRel: pending?.rel ?? null };
}

export interface CreateOrderVariables {
  input: NewOrderInput;
  /** One per form fill, kept across retries (decision 0080): a lost answer never makes two drafts (newOrder.ts). */
  idempotencyKey: string;
}

/**
 * Creates a draft order. The new order goes into the cache as read (its page opens without a
 * request) and every order list of the organisation (the workspace's too) is read again.
 */
export function useCreateOrder(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderMutationKeys.create(organizationId),
    mutationFn: ({ input, idempotencyKey }: CreateOrderVariables, context): Promise<Order> =>
      createOrder(context.client, organizationId, input, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(organizationId, order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(organizationId) });
    },
  });
}

/**
 * A change to one order (`send`, one of the orders API's functions). The order is read again after
 * the change and after a failure that may have been applied all the same (no answer, or a 5xx:
 * decision 0080), so the form can tell which. A refusal (4xx) applied nothing; the order is read
 * again all the same, and where it no longer `offered` the change, the change rejects as the order
 * having changed meanwhile (`readRefusal`). The order lists are refreshed with it. The promise of
 * `mutateAsync` settles after that re-read.
 */
function useOrderChange<TVariables>(
  organizationId: string,
  orderId: number,
  change: 'rename' | 'quote-draft',
  send: (platform: Platform, orderId: number, variables: TVariables) => Promise<void>,
  offered: (platform: Platform) => Offered,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderMutationKeys.change(organizationId, orderId, change),
    mutationFn: async (variables: TVariables, context) => {
      const platform = platformOf(context.client);
      try {
        await send(platform, orderId, variables);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        throw await readRefusal(context.client, organizationId, orderId, error, offered(platform));
      }
    },
    onSettled: (_data, error) =>
      error === null || mayHaveApplied(error) || isOrderChanged(error)
        ? refreshAfterOrderChange(queryClient, organizationId, orderId)
        : undefined,
  });
}

/** Renames a draft (`PATCH /orders/{id}`, the new name as variables). */
export const useRenameOrder = (organizationId: string, orderId: number) =>
  useOrderChange(organizationId, orderId, 'rename', renameOrder, () => renameOffered);

/** Saves the supplier's private quote draft (`PUT quote-details`, the fields as variables). */
export const useSaveQuoteDraft = (organizationId: string, orderId: number) =>
  useOrderChange(organizationId, orderId, 'quote-draft', saveQuoteDraft, (platform) =>
    quoteDraftOffered(platform.ordersBaseUrl),
  );
