/**
 * The order service over HTTP: the quote draft (saved, private to the supplier until sent, the
 * send button disabled until it holds a price).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ChangeHistorySchema,
  ORDERS,
  OrderSchema,
  VALID_QUOTE,
  call,
  getOrder,
  newOrder,
  orderIn,
  party,
  today,
} from './orders-helpers.ts';

describe('the quote draft', () => {
  it('keeps send-offer disabled until the saved draft has a price', async () => {
    const order = await newOrder('Offer');
    const supplier = await party('supplier');
    const linkOf = async () => (await getOrder(order.id, 'supplier'))._links['send-offer'];
    expect(await linkOf()).toMatchObject({
      disabled: true,
      disabledReason: 'QUOTE_PRICE_REQUIRED',
    });
    const refused = await call(supplier, `${ORDERS}/${order.id}/transitions/send-offer`, {
      method: 'POST',
      body: VALID_QUOTE,
    });
    expect(refused.status).toBe(409);
    expect(refused.problem().code).toBe('QUOTE_PRICE_REQUIRED');

    await call(supplier, `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quotedCurrency: 'NOK' },
    });
    expect((await linkOf())?.disabled).toBe(true);
    const saved = await call(supplier, `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quotedCurrency: 'NOK', quotedPrice: 4000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json(OrderSchema).quoteDetails).toEqual({
      quotedCurrency: 'NOK',
      quotedPrice: 4000,
    });
    const link = await linkOf();
    expect(link?.disabled).toBeUndefined();
    expect(link?.disabledReason).toBeUndefined();
    const sent = await call(supplier, `${ORDERS}/${order.id}/transitions/send-offer`, {
      method: 'POST',
      body: { quoteValidUntil: today(10) },
    });
    expect(sent.status).toBe(200);
    expect(sent.json(OrderSchema)).toMatchObject({
      state: 'QUOTED',
      quoteDetails: { quotedPrice: 4000, quotedCurrency: 'NOK', quoteValidUntil: today(10) },
    });
  });

  it('stays private to the supplier until sent, and again after a withdrawal', async () => {
    const order = await orderIn('REQUESTED');
    const customer = await party('customer');
    const supplier = await party('supplier');
    const customerBefore = await getOrder(order.id, 'customer');

    await call(supplier, `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quotedPrice: 777, quotedCurrency: 'EUR', quoteNotes: 'secret draft' },
    });
    const customerView = await getOrder(order.id, 'customer');
    expect(customerView.quoteDetails).toBeUndefined();
    expect(customerView.updatedAt).toBe(customerBefore.updatedAt);
    expect((await getOrder(order.id, 'supplier')).quoteDetails).toMatchObject({ quotedPrice: 777 });
    const customerChanges = async () =>
      (await call(customer, `${ORDERS}/${order.id}/change-history`)).json(ChangeHistorySchema)
        ._embedded.entries;
    expect(JSON.stringify(await customerChanges())).not.toMatch(/777|secret draft|EUR/);
    const supplierChanges = (await call(supplier, `${ORDERS}/${order.id}/change-history`)).json(
      ChangeHistorySchema,
    )._embedded.entries;
    expect(supplierChanges.map((entry) => entry.field)).toEqual(
      expect.arrayContaining(['quotedPrice', 'quotedCurrency', 'quoteNotes']),
    );
    expect(transitionLinksOf(await getOrder(order.id, 'customer'))).not.toContain('quote');

    const sent = await call(supplier, `${ORDERS}/${order.id}/transitions/quote`, {
      method: 'POST',
      body: { quotedPrice: 800, quoteNotes: 'final', quoteValidUntil: today(5) },
    });
    expect(sent.status).toBe(200);
    expect((await getOrder(order.id, 'customer')).quoteDetails).toEqual({
      quotedPrice: 800,
      quotedCurrency: 'EUR',
      quoteNotes: 'final',
      quoteValidUntil: today(5),
    });
    const visible = await customerChanges();
    expect(visible.filter((entry) => entry.field === 'quotedPrice')).toEqual([
      expect.objectContaining({ oldValue: null, newValue: 800 }),
    ]);
    expect(JSON.stringify(visible)).not.toMatch(/777|secret draft/);

    await call(supplier, `${ORDERS}/${order.id}/transitions/withdraw-offer`, {
      method: 'POST',
      body: { notes: 'revising' },
    });
    expect((await getOrder(order.id, 'customer')).quoteDetails).toBeUndefined();
    await call(supplier, `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quotedPrice: 650, quotedCurrency: 'EUR' },
    });
    expect((await getOrder(order.id, 'customer')).quoteDetails).toBeUndefined();
    expect(JSON.stringify(await customerChanges())).not.toMatch(/650/);
  });

  it('moves nothing when saved again unchanged', async () => {
    const order = await newOrder('Same draft');
    const supplier = await party('supplier');
    const save = () =>
      call(supplier, `${ORDERS}/${order.id}/quote-details`, {
        method: 'PUT',
        body: { quotedPrice: 10, quotedCurrency: 'NOK' },
      });
    const first = (await save()).json(OrderSchema);
    const second = (await save()).json(OrderSchema);
    expect(second.updatedAt).toBe(first.updatedAt);
    const changes = (await call(supplier, `${ORDERS}/${order.id}/change-history`)).json(
      ChangeHistorySchema,
    );
    expect(changes._embedded.entries).toHaveLength(2);
  });

  it('is the supplier’s, editable in DRAFT and REQUESTED only', async () => {
    const order = await orderIn('QUOTED');
    const byCustomer = await call(await party('customer'), `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quotedPrice: 1 },
    });
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.problem().code).toBe('ROLE_NOT_ALLOWED');
    const late = await call(await party('supplier'), `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quotedPrice: 1 },
    });
    expect(late.status).toBe(409);
    expect(late.problem().code).toBe('QUOTE_NOT_EDITABLE');
  });

  it('validates every field and the rules across them', async () => {
    const order = await orderIn('REQUESTED');
    const supplier = await party('supplier');
    const put = (body: unknown) =>
      call(supplier, `${ORDERS}/${order.id}/quote-details`, { method: 'PUT', body });
    const cases: [unknown, { field: string; code: string }][] = [
      [{ quotedPrice: -10 }, { field: 'quotedPrice', code: 'MUST_BE_POSITIVE' }],
      [{ quotedPrice: '10' }, { field: 'quotedPrice', code: 'INVALID_TYPE' }],
      [{ quotedCurrency: 'KRONER' }, { field: 'quotedCurrency', code: 'INVALID_CURRENCY' }],
      [{ estimatedStartDate: '2026-02-30' }, { field: 'estimatedStartDate', code: 'INVALID_DATE' }],
      [{ quoteValidUntil: '01.12.2026' }, { field: 'quoteValidUntil', code: 'INVALID_DATE' }],
      [{ quoteValidUntil: today(-1) }, { field: 'quoteValidUntil', code: 'IN_THE_PAST' }],
      [
        { estimatedStartDate: today(9), estimatedCompletionDate: today(8) },
        { field: 'estimatedCompletionDate', code: 'START_AFTER_COMPLETION' },
      ],
    ];
    for (const [body, error] of cases) {
      const response = await put(body);
      expect(response.status).toBe(422);
      expect(response.problem()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [error] });
    }
    expect((await put('{oops')).status).toBe(400);
    expect((await getOrder(order.id, 'supplier')).quoteDetails).toBeUndefined();

    await put({ quotedPrice: 100 });
    const missingCurrency = await call(supplier, `${ORDERS}/${order.id}/transitions/quote`, {
      method: 'POST',
      body: {},
    });
    expect(missingCurrency.status).toBe(422);
    expect(missingCurrency.problem().errors).toEqual([
      { field: 'quotedCurrency', code: 'REQUIRED' },
    ]);
    const unknown = await call(supplier, `${ORDERS}/${order.id}/transitions/teleport`, {
      method: 'POST',
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.problem().code).toBe('UNKNOWN_TRANSITION');
    const badNotes = await call(supplier, `${ORDERS}/${order.id}/transitions/cancel`, {
      method: 'POST',
      body: { notes: 42 },
    });
    expect(badNotes.status).toBe(422);
    expect((await getOrder(order.id, 'supplier')).state).toBe('REQUESTED');
  });
});

function transitionLinksOf(order: v.InferOutput<typeof OrderSchema>): string[] {
  return Object.keys(order._links).filter((rel) => order._links[rel]?.method === 'POST');
}
