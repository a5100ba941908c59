import { describe, expect, it } from 'vitest';
import { readLinks } from '../../lib/hal';
import { isClosedState } from '../../orders';
import { classifyOrder } from './classifyOrder';

const API = 'http://127.0.0.1:8080/services/v1';
const KNOWN = [
  'request-quote',
  'quote',
  'send-offer',
  'withdraw-offer',
  'accept',
  'plan',
  'approve',
  'cancel',
];

const transition = (rel: string, extra: Record<string, unknown> = {}) => ({
  href: `/services/v1/orders/7/transitions/${rel}`,
  method: 'POST',
  targetState: 'NEXT',
  ...extra,
});

const order = (state: string, links: Record<string, unknown>) => ({
  state,
  _links: readLinks(links),
});

const place = (state: string, links: Record<string, unknown>) =>
  classifyOrder(order(state, links), KNOWN, API, isClosedState);

const WAITING = { kind: 'waiting', blocked: [] };

const self = { href: '/services/v1/orders/7' };
const history = { href: '/services/v1/orders/7/change-history' };

describe('classifyOrder', () => {
  it('needs action when an enabled known transition other than cancel is offered', () => {
    const result = place('QUOTED', {
      self,
      accept: transition('accept'),
      cancel: transition('cancel', { targetState: 'CANCELLED' }),
    });
    expect(result.kind).toBe('needs-action');
    expect(result.kind === 'needs-action' && result.actions.map((a) => a.rel)).toEqual(['accept']);
  });

  it('names every offered next step, in the known order', () => {
    const result = place('DRAFT', {
      'send-offer': transition('send-offer'),
      'request-quote': transition('request-quote'),
    });
    expect(result.kind === 'needs-action' && result.actions.map((a) => a.rel)).toEqual([
      'request-quote',
      'send-offer',
    ]);
  });

  it('is waiting when only cancel is offered', () => {
    expect(place('REQUESTED', { self, cancel: transition('cancel') })).toEqual(WAITING);
  });

  it('is waiting when the supplier can only withdraw its sent quote (the customer decides)', () => {
    expect(
      place('QUOTED', {
        'withdraw-offer': transition('withdraw-offer', { targetState: 'REQUESTED' }),
        cancel: transition('cancel'),
      }),
    ).toEqual(WAITING);
  });

  it('is waiting, with the blocked step and its reason, when the only other transition is disabled', () => {
    const result = place('REQUESTED', {
      quote: transition('quote', { disabled: true, disabledReason: 'QUOTE_PRICE_REQUIRED' }),
      cancel: transition('cancel'),
    });
    expect(result.kind).toBe('waiting');
    expect(
      result.kind === 'waiting' && result.blocked.map((a) => [a.rel, a.disabledReason]),
    ).toEqual([['quote', 'QUOTE_PRICE_REQUIRED']]);
  });

  it('needs action when one step is enabled and another disabled', () => {
    const result = place('DRAFT', {
      'send-offer': transition('send-offer', { disabled: true }),
      'request-quote': transition('request-quote'),
    });
    expect(result.kind === 'needs-action' && result.actions.map((a) => a.rel)).toEqual([
      'request-quote',
    ]);
  });

  it('ignores relations the app does not know, even as enabled transitions', () => {
    expect(
      place('PLANNED', { teleport: transition('teleport'), cancel: transition('cancel') }),
    ).toEqual(WAITING);
  });

  it('ignores sub-resources and known relations that are not transition links', () => {
    expect(
      place('ACCEPTED', {
        self,
        'change-history': history,
        plan: { href: '/services/v1/orders/7/transitions/plan' },
        approve: { href: '/x', method: 'POST' },
      }),
    ).toEqual(WAITING);
  });

  it('ignores a transition whose href leaves the API origin', () => {
    expect(
      place('QUOTED', { accept: transition('accept', { href: 'https://evil.test/a' }) }),
    ).toEqual(WAITING);
  });

  it('is closed when nothing is offered in a closed state', () => {
    expect(place('APPROVED', { self, 'change-history': history })).toEqual({ kind: 'closed' });
    expect(place('CANCELLED', {})).toEqual({ kind: 'closed' });
  });

  it('keeps an order in an unknown state open, and trusts its links', () => {
    expect(place('ON_HOLD', { self })).toEqual(WAITING);
    expect(place('ON_HOLD', { approve: transition('approve') }).kind).toBe('needs-action');
  });

  it('puts a quote that ran out under the supplier’s action, with its withdraw step when offered', () => {
    const expired = {
      state: 'QUOTED',
      quoteDetails: { quoteValidUntil: '2026-11-20' },
      _links: readLinks({
        self,
        'withdraw-offer': transition('withdraw-offer'),
        cancel: transition('cancel'),
      }),
    };
    const result = classifyOrder(expired, KNOWN, API, isClosedState, '2026-11-24');
    expect(result.kind).toBe('needs-action');
    expect(result.kind === 'needs-action' ? result.actions.map((a) => a.rel) : []).toEqual([
      'withdraw-offer',
    ]);
    // Still valid, or no withdraw link offered: a retraction is not "waiting for you".
    expect(classifyOrder(expired, KNOWN, API, isClosedState, '2026-11-20')).toEqual(WAITING);
    const noWithdraw = { ...expired, _links: readLinks({ self, cancel: transition('cancel') }) };
    expect(classifyOrder(noWithdraw, KNOWN, API, isClosedState, '2026-11-24')).toEqual(WAITING);
  });
});
