import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import { disabledReasonText, ordersMessages, stateLabel, transitionLabel } from '../../orders';

/** The orders feature's translated state, action and reason texts (one vocabulary in the app). */
export function useOrderLabels() {
  const t = useT(ordersMessages);
  return {
    state: useCallback((state: string) => stateLabel(t, state), [t]),
    action: useCallback((rel: string) => transitionLabel(t, rel), [t]),
    /** Why the server disabled a step (known codes explained, unknown ones shown). */
    disabledReason: useCallback((code: string | undefined) => disabledReasonText(t, code), [t]),
  };
}
