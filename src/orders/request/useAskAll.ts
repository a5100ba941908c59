import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { requestList, type RequestItem } from '../../catalogue';
import { useT } from '../../lib/i18n';
import { orderQueryOptions } from '../api/orders';
import type { Order } from '../api/schemas';
import { useAskForQuote, type RequestOutcome } from '../components/useAskForQuote';
import { messages } from '../messages';
import { mayHaveApplied } from '../model/applied';
import { errorText } from '../model/labels';
import { newRequestMark, requestOrderName } from '../model/requestMark';
import { askAllMessages } from './askAllMessages';

/** How asking one service of the request ended. */
export type AskResult =
  { kind: 'asked'; orderId: number } | { kind: 'failed'; reason: string; orderId?: number };

/**
 * "Ask all for a quote": for each service of the request, one order (created with the service's
 * own idempotency key, decision 0080, and remembered in the request once made; named and marked
 * as one request, decision 0177) and its own
 * `request-quote` link followed with the message as `notes` (useAskForQuote, decision 0080). One
 * service after the other. Asking again touches only the failed ones, and follows an order
 * already made instead of creating a second one.
 */
export function useAskAll(organizationId: string) {
  const t = useT(messages);
  const ta = useT(askAllMessages);
  const queryClient = useQueryClient();
  const { create, requestQuote, askAgain } = useAskForQuote(organizationId);
  const [results, setResults] = useState<ReadonlyMap<number, AskResult>>(new Map());
  const [running, setRunning] = useState(false);

  const fromOutcome = (outcome: RequestOutcome): AskResult => {
    const orderId = outcome.order.id;
    switch (outcome.kind) {
      case 'requested':
        return { kind: 'asked', orderId };
      case 'not-offered':
        // Asked already (an earlier answer was lost): the order says so by its state.
        return outcome.order.state === 'REQUESTED'
          ? { kind: 'asked', orderId }
          : { kind: 'failed', reason: ta('askAll.notOffered'), orderId };
      case 'lost':
      case 'refused':
        return { kind: 'failed', reason: errorText(t, outcome.error), orderId };
    }
  };

  async function orderFor(item: RequestItem, name: string, mark: string): Promise<Order> {
    if (item.orderId !== undefined)
      return queryClient.query({
        ...orderQueryOptions(organizationId, item.orderId),
        staleTime: 0,
      });
    const order = await create.mutateAsync({
      input: {
        name: requestOrderName(name, mark, item.providerName ?? item.name),
        lines: [{ solutionId: item.solutionId, categoryId: item.categoryId }],
        requestReference: mark,
      },
      idempotencyKey: item.idempotencyKey,
    });
    requestList.setOrder(item.solutionId, order.id);
    return order;
  }

  async function askOne(
    item: RequestItem,
    name: string,
    message: string,
    mark: string,
  ): Promise<AskResult> {
    try {
      const existed = item.orderId !== undefined;
      const order = await orderFor(item, name, mark);
      return fromOutcome(
        existed ? await askAgain(order, message) : await requestQuote(order, message),
      );
    } catch (error) {
      // No answer to the create: the order may exist; its key makes the next try find it.
      const mayExist = item.orderId === undefined && mayHaveApplied(error);
      const reason = mayExist
        ? `${errorText(t, error)} ${ta('askAll.mayExist')}`
        : errorText(t, error);
      return { kind: 'failed', reason, orderId: item.orderId };
    }
  }

  /** Asks every service of `items` not asked yet, one after the other. */
  async function askAll(items: readonly RequestItem[], name: string, message: string) {
    if (running) return;
    setRunning(true);
    const next = new Map(results);
    // One mark for the whole request, kept with the list: a retry sends the same order again.
    const mark = requestList.markOf(newRequestMark());
    try {
      for (const item of items) {
        if (next.get(item.solutionId)?.kind === 'asked') continue;
        // The request as stored now: an order made by an earlier try is followed, not made again.
        const current = requestList.items().find((known) => known.solutionId === item.solutionId);
        next.set(item.solutionId, await askOne(current ?? item, name, message, mark));
        setResults(new Map(next));
      }
    } finally {
      setRunning(false);
    }
  }

  return { results, running, askAll, reset: () => setResults(new Map()) };
}
