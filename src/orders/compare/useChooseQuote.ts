import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from '../../config';
import { selectTransitions, type TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { useOrderTransition } from '../api/mutations';
import { orderQueryOptions } from '../api/orders';
import { mayHaveApplied, transitionOutcome } from '../model/applied';
import { messages } from '../messages';
import { errorSaid } from '../model/labels';
import { othersOfRequest, type ComparedOrder } from '../model/comparison';
import { TRANSITION_RELATIONS } from '../model/relations';
import { compareMessages } from './compareMessages';

/** What happened to one of the other orders in the cancel step. */
export type CancelResult =
  | { entry: ComparedOrder; kind: 'cancelled' }
  | { entry: ComparedOrder; kind: 'refused'; reason: string }
  | { entry: ComparedOrder; kind: 'no-link' };

/** Where the choice stands. */
export type ChoiceStep =
  | { step: 'choosing' }
  | { step: 'confirm-accept'; entry: ComparedOrder; action: TransitionAction }
  | { step: 'accept-failed'; entry: ComparedOrder; reason: string }
  | { step: 'accepted'; entry: ComparedOrder; others: ComparedOrder[]; confirming: boolean }
  | { step: 'cancelled'; entry: ComparedOrder; results: CancelResult[] };

/**
 * Choosing one quote from the comparison: accept it (its own `accept` link, after the same
 * question the order page asks), then cancel the other orders of its request (`othersOfRequest`,
 * from `choosing`, the customer's orders still being chosen) in one confirmed step, each through its
 * own `cancel` link with the note "We chose another provider" as `notes`. An order without a
 * cancel link is named in the results, never skipped silently. One transition at a time.
 */
export function useChooseQuote(
  organizationId: string,
  compared: readonly ComparedOrder[],
  choosing: readonly ComparedOrder[],
) {
  const t = useT(messages);
  const tc = useT(compareMessages);
  const { ordersBaseUrl } = useConfig();
  const transition = useOrderTransition(organizationId);
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ChoiceStep>({ step: 'choosing' });

  const actionOf = (entry: ComparedOrder, rel: 'accept' | 'cancel') =>
    selectTransitions(entry.order._links, TRANSITION_RELATIONS, ordersBaseUrl).actions.find(
      (action) => action.rel === rel,
    );

  /** The order as the server has it now, or undefined when it cannot be read either. */
  async function reread(orderId: number) {
    try {
      return await queryClient.query({
        ...orderQueryOptions(organizationId, orderId),
        staleTime: 0,
      });
    } catch {
      return undefined;
    }
  }

  async function accept(entry: ComparedOrder, action: TransitionAction) {
    const started = transition.start({ orderId: entry.order.id, action, body: {} });
    if (started === null) return;
    const others = othersOfRequest(entry, compared, choosing);
    try {
      await started;
      setChoice({ step: 'accepted', entry, others, confirming: false });
    } catch (error) {
      // No answer or a 5xx: the order read again tells whether the accept arrived (decision 0080).
      const after = mayHaveApplied(error) ? await reread(entry.order.id) : undefined;
      if (transitionOutcome(entry.order, after, action.targetState) === 'applied')
        setChoice({ step: 'accepted', entry, others, confirming: false });
      else setChoice({ step: 'accept-failed', entry, reason: errorSaid(t, error) });
    }
  }

  async function cancelOne(entry: ComparedOrder, note: string): Promise<CancelResult> {
    const action = actionOf(entry, 'cancel');
    if (action === undefined || action.disabled) return { entry, kind: 'no-link' };
    const started = transition.start({ orderId: entry.order.id, action, body: { notes: note } });
    if (started === null) return { entry, kind: 'refused', reason: t('actions.busy') };
    try {
      await started;
      return { entry, kind: 'cancelled' };
    } catch (error) {
      return { entry, kind: 'refused', reason: errorSaid(t, error) };
    }
  }

  async function cancelOthers(entry: ComparedOrder, others: readonly ComparedOrder[]) {
    const note = tc('choose.note');
    const results: CancelResult[] = [];
    // One after the other: the transition mutation runs one at a time (mutations.ts).
    for (const other of others) results.push(await cancelOne(other, note));
    setChoice({ step: 'cancelled', entry, results });
  }

  return {
    choice,
    setChoice,
    actionOf,
    accept,
    cancelOthers,
    pending: transition.pending,
  };
}
