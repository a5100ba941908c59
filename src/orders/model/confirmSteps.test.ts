import { describe, expect, it } from 'vitest';
import type { TransitionAction } from '../../lib/hal';
import { CONFIRM_STEPS, confirmationOf } from './confirmSteps';
import { TRANSITION_RELATIONS } from './relations';

const action = (rel: string): TransitionAction => ({
  rel,
  href: `https://api.test/services/v1/orders/7/transitions/${rel}`,
  method: 'POST',
  targetState: 'X',
  title: undefined,
  disabled: false,
  disabledReason: undefined,
});

describe('the confirm table', () => {
  it('makes the steps that bind money or close the order ask first', () => {
    const asking = TRANSITION_RELATIONS.filter((rel) => confirmationOf(action(rel)) !== null);
    expect(asking).toEqual([
      'send-offer',
      'quote',
      'accept',
      'request-revisions',
      'approve',
      'cancel',
    ]);
  });

  it('names the quote for the steps that commit to it, and asks a reason for revisions', () => {
    expect(confirmationOf(action('accept'))?.step.names).toBe('quote');
    expect(confirmationOf(action('quote'))?.step.names).toBe('quote');
    expect(confirmationOf(action('approve'))?.step.names).toBe('closing');
    const reasons = Object.entries(CONFIRM_STEPS).filter(([, step]) => step.asksReason);
    expect(reasons.map(([rel]) => rel)).toEqual(['request-revisions']);
  });

  it('lets an unknown relation and the steps not listed act at once', () => {
    expect(confirmationOf(action('teleport'))).toBeNull();
    expect(confirmationOf(action('plan'))).toBeNull();
    expect(confirmationOf(action('toString'))).toBeNull();
  });
});
