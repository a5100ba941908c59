import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import {
  disabledReasonText,
  ordersMessages,
  stateLabel,
  transitionLabel,
  type StepLink,
} from '../../orders';

/** The orders feature's translated state, action and reason texts (one vocabulary in the app). */
export function useOrderLabels() {
  const t = useT(ordersMessages);
  return {
    state: useCallback((state: string) => stateLabel(t, state), [t]),
    action: useCallback((rel: string) => transitionLabel(t, rel), [t]),
    /** Why the server disabled a step: our words, the link's own, or its code in words. */
    disabledReason: useCallback((link: StepLink) => disabledReasonText(t, link), [t]),
  };
}
