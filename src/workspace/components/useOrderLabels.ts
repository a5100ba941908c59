import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import { ordersMessages, stateLabel, transitionLabel } from '../../orders';

/** The orders feature's translated state and action names (one vocabulary across the app). */
export function useOrderLabels() {
  const t = useT(ordersMessages);
  return {
    state: useCallback((state: string) => stateLabel(t, state), [t]),
    action: useCallback((rel: string) => transitionLabel(t, rel), [t]),
  };
}
