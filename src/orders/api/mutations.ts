import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TransitionAction } from '../../lib/hal';
import { platformOf } from '../../lib/http';
import { orderKeys } from './keys';
import { followTransition } from './orders';

/**
 * Everything that depends on an order's state is refreshed after an action on it: the order and
 * its histories (awaited, the page shows them next), and every other order query of the
 * organisation: the order lists, the workspace home, the header count, the planning board and the
 * climate summary (their keys all sit under `orderKeys.all`, decision 0102), refreshed without
 * waiting.
 */
export async function refreshAfterOrderChange(
  queryClient: QueryClient,
  organizationId: string,
  orderId: number,
): Promise<void> {
  const detail = orderKeys.detail(organizationId, orderId);
  void queryClient.invalidateQueries({
    queryKey: orderKeys.all(organizationId),
    predicate: (query) => !detail.every((part, index) => query.queryKey[index] === part),
  });
  await queryClient.invalidateQueries({ queryKey: detail });
}

export interface TransitionVariables {
  orderId: number;
  action: TransitionAction;
  body: Record<string, unknown>;
}

/**
 * Follows a transition link. Settled, not only on success: after a failure the order may have
 * changed all the same (another user, or an answer lost on the way), so it is read again too.
 */
export function useOrderTransition(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: TransitionVariables, context) =>
      followTransition(platformOf(context.client), action, body),
    onSettled: (_data, _error, { orderId }) =>
      refreshAfterOrderChange(queryClient, organizationId, orderId),
  });
}
