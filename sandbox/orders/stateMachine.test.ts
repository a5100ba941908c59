import { describe, expect, it } from 'vitest';
import {
  CLOSED_STATES,
  ORDER_STATES,
  TRANSITIONS,
  legalTransitions,
  type OrderRole,
  type OrderState,
} from './stateMachine.ts';

// Spec section 3, written out again by hand: [transition, from, to, who].
const SPEC_TABLE: [string, OrderState[] | 'open', OrderState, 'CUSTOMER' | 'SUPPLIER' | 'BOTH'][] =
  [
    ['request-quote', ['DRAFT'], 'REQUESTED', 'CUSTOMER'],
    ['quote', ['REQUESTED'], 'QUOTED', 'SUPPLIER'],
    ['send-offer', ['DRAFT'], 'QUOTED', 'SUPPLIER'],
    ['withdraw-offer', ['QUOTED'], 'REQUESTED', 'SUPPLIER'],
    ['accept', ['QUOTED'], 'ACCEPTED', 'CUSTOMER'],
    ['plan', ['ACCEPTED'], 'PLANNED', 'SUPPLIER'],
    ['start', ['PLANNED'], 'IN_PROGRESS', 'SUPPLIER'],
    ['complete', ['IN_PROGRESS'], 'COMPLETED', 'SUPPLIER'],
    ['approve', ['COMPLETED'], 'APPROVED', 'CUSTOMER'],
    ['request-revisions', ['COMPLETED'], 'IN_PROGRESS', 'CUSTOMER'],
    ['cancel', 'open', 'CANCELLED', 'BOTH'],
  ];

// The open states are the ones a transition other than cancel leaves (APPROVED and CANCELLED are
// final), in the order the table first names them.
const OPEN: OrderState[] = [
  ...new Set(SPEC_TABLE.flatMap(([, from]) => (from === 'open' ? [] : from))),
];

function expectedNames(state: OrderState, role: OrderRole): string[] {
  return SPEC_TABLE.filter(([, from, , who]) => {
    const fromOk = from === 'open' ? OPEN.includes(state) : from.includes(state);
    return fromOk && (who === 'BOTH' || who === role);
  }).map(([name]) => name);
}

describe('the state machine table', () => {
  it('holds exactly the rows of spec section 3', () => {
    expect(
      TRANSITIONS.map((row) => [
        row.name,
        row.from === 'ANY_OPEN' ? 'open' : [...row.from],
        row.to,
        row.role,
      ]),
    ).toEqual(SPEC_TABLE);
  });

  it('knows the nine states, main path first, and treats APPROVED and CANCELLED as closed', () => {
    expect(ORDER_STATES).toEqual([...OPEN, 'APPROVED', 'CANCELLED']);
    expect([...CLOSED_STATES].sort()).toEqual(['APPROVED', 'CANCELLED']);
  });

  it.each(
    ORDER_STATES.flatMap((state) => [[state, 'CUSTOMER'] as const, [state, 'SUPPLIER'] as const]),
  )('in %s the %s may run exactly the spec’s transitions', (state, role) => {
    expect(
      legalTransitions(state, role)
        .map((row) => row.name)
        .sort(),
    ).toEqual(expectedNames(state, role).sort());
  });

  it('offers nothing in a closed state', () => {
    for (const state of CLOSED_STATES) {
      expect(legalTransitions(state, 'CUSTOMER')).toEqual([]);
      expect(legalTransitions(state, 'SUPPLIER')).toEqual([]);
    }
  });
});
