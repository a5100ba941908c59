import { describe, expect, it } from 'vitest';
import { ProblemError } from '../http/problem.ts';
import { applyMutation, planDraftSave, planRename, planTransition } from './actions.ts';
import { buildOrderLinks } from './links.ts';
import type { OrderRecord } from './types.ts';
import { visibleQuote } from './view.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 7,
    name: 'Chairs',
    state: 'DRAFT',
    customer: { id: 'c', name: 'Customer AS' },
    supplier: { id: 's', name: 'Supplier AS' },
    lines: [{ solutionId: 1, categoryId: 2 }],
    quote: {},
    quoteVisible: false,
    quotePublished: null,
    createdAt: NOW,
    updatedAt: NOW,
    supplierUpdatedAt: NOW,
    version: 1,
    ...overrides,
  };
}

function refusal(run: () => unknown): { status: number; code: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemError) return { status: error.init.status, code: error.init.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('planning a transition', () => {
  it('checks name, role, state and the disabled link in that order', () => {
    expect(refusal(() => planTransition(order(), 'CUSTOMER', 'teleport', {}, NOW))).toEqual({
      status: 404,
      code: 'UNKNOWN_TRANSITION',
    });
    expect(refusal(() => planTransition(order(), 'CUSTOMER', 'send-offer', {}, NOW))).toEqual({
      status: 403,
      code: 'ROLE_NOT_ALLOWED',
    });
    expect(refusal(() => planTransition(order(), 'CUSTOMER', 'accept', {}, NOW))).toEqual({
      status: 409,
      code: 'TRANSITION_NOT_ALLOWED',
    });
    expect(
      refusal(() => planTransition(order(), 'SUPPLIER', 'send-offer', { quotedPrice: 5 }, NOW)),
    ).toEqual({ status: 409, code: 'QUOTE_PRICE_REQUIRED' });
  });

  it('records the transition and its notes', () => {
    const mutation = planTransition(order(), 'CUSTOMER', 'request-quote', { notes: 'hi' }, NOW);
    expect(mutation.state).toBe('REQUESTED');
    expect(mutation.stateEntry).toEqual({
      transition: 'request-quote',
      fromState: 'DRAFT',
      toState: 'REQUESTED',
      notes: 'hi',
    });
    expect(mutation.changes).toEqual([
      { field: 'state', oldValue: 'DRAFT', newValue: 'REQUESTED', visibility: 'ALL' },
    ]);
  });
});

describe('draft privacy', () => {
  it('keeps the draft from the customer until the quote is sent, and again after a withdrawal', () => {
    let current = order({ state: 'REQUESTED' });
    const save = planDraftSave(
      current,
      'SUPPLIER',
      { quotedPrice: 900, quotedCurrency: 'NOK' },
      NOW,
    );
    expect(save.sharedChange).toBe(false);
    expect(save.changes.every((change) => change.visibility === 'SUPPLIER')).toBe(true);
    current = applyMutation(current, save, NOW);
    expect(visibleQuote(current, 'SUPPLIER')).toEqual({ quotedPrice: 900, quotedCurrency: 'NOK' });
    expect(visibleQuote(current, 'CUSTOMER')).toBeNull();
    expect(current.updatedAt).toBe(NOW);

    const sent = planTransition(current, 'SUPPLIER', 'quote', { quoteNotes: 'Final' }, NOW);
    expect(
      sent.changes.filter((change) => change.visibility === 'ALL').map((c) => c.field),
    ).toEqual(['quotedPrice', 'quotedCurrency', 'quoteNotes', 'state']);
    current = applyMutation(current, sent, NOW);
    expect(visibleQuote(current, 'CUSTOMER')).toEqual({
      quotedPrice: 900,
      quotedCurrency: 'NOK',
      quoteNotes: 'Final',
    });

    current = applyMutation(
      current,
      planTransition(current, 'SUPPLIER', 'withdraw-offer', {}, NOW),
      NOW,
    );
    expect(current.state).toBe('REQUESTED');
    expect(visibleQuote(current, 'CUSTOMER')).toBeNull();
    expect(visibleQuote(current, 'SUPPLIER')).not.toBeNull();
  });

  it('lets only the supplier save, and only in DRAFT or REQUESTED', () => {
    expect(refusal(() => planDraftSave(order(), 'CUSTOMER', {}, NOW))).toEqual({
      status: 403,
      code: 'ROLE_NOT_ALLOWED',
    });
    expect(refusal(() => planDraftSave(order({ state: 'QUOTED' }), 'SUPPLIER', {}, NOW))).toEqual({
      status: 409,
      code: 'QUOTE_NOT_EDITABLE',
    });
  });
});

describe('links', () => {
  it('disables quote and send-offer while the draft has no price', () => {
    const links = buildOrderLinks(order(), 'SUPPLIER');
    expect(links['send-offer']).toMatchObject({
      method: 'POST',
      targetState: 'QUOTED',
      disabled: true,
      disabledReason: 'QUOTE_PRICE_REQUIRED',
    });
    const priced = buildOrderLinks(order({ quote: { quotedPrice: 1 } }), 'SUPPLIER');
    expect(priced['send-offer']?.disabled).toBeUndefined();
  });

  it('disables accept once the quote has run out (valid through its last day, UTC)', () => {
    const quoted = (quoteValidUntil: string) =>
      order({
        state: 'QUOTED',
        quote: { quotedPrice: 1, quotedCurrency: 'NOK', quoteValidUntil },
        quoteVisible: true,
      });
    expect(buildOrderLinks(quoted('2026-11-22'), 'CUSTOMER', NOW)['accept']?.disabled).toBe(
      undefined,
    );
    expect(buildOrderLinks(quoted('2026-11-21'), 'CUSTOMER', NOW)['accept']).toMatchObject({
      targetState: 'ACCEPTED',
      disabled: true,
      disabledReason: 'QUOTE_EXPIRED',
    });
    expect(
      refusal(() => planTransition(quoted('2026-11-21'), 'CUSTOMER', 'accept', {}, NOW)),
    ).toEqual({ status: 409, code: 'QUOTE_EXPIRED' });
    // Cancelling stays possible; the supplier can still withdraw and send a new quote.
    const links = buildOrderLinks(quoted('2026-11-21'), 'SUPPLIER', NOW);
    expect(links['withdraw-offer']?.disabled).toBeUndefined();
  });
});

describe('renaming', () => {
  it('is the customer’s, in DRAFT only, and writes a change', () => {
    expect(planRename(order(), 'CUSTOMER', { name: 'Desks' }).changes).toEqual([
      { field: 'name', oldValue: 'Chairs', newValue: 'Desks', visibility: 'ALL' },
    ]);
    expect(refusal(() => planRename(order(), 'SUPPLIER', { name: 'x' })).status).toBe(403);
    expect(
      refusal(() => planRename(order({ state: 'REQUESTED' }), 'CUSTOMER', { name: 'x' })),
    ).toEqual({
      status: 409,
      code: 'ORDER_NOT_EDITABLE',
    });
  });
});
