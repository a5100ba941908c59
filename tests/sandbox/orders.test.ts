/**
 * The order service over HTTP: create; rename; visibility between organisations; history entries;
 * bad input. The list: orders-list.test.ts; the quote draft: orders-quote-draft.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS } from './support.ts';
import {
  ChangeHistorySchema,
  ORDERS,
  OrderSchema,
  StateHistorySchema,
  call,
  catalogueFacts,
  newOrder,
  orderIn,
  party,
} from './orders-helpers.ts';

const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;

describe('creating orders', () => {
  it('makes the caller the customer and the lines’ provider the supplier', async () => {
    const { oslo } = await catalogueFacts();
    const customer = await party('customer');
    const response = await call(customer, ORDERS, {
      method: 'POST',
      headers: { 'Accept-Language': 'nb' },
      body: {
        name: 'Stoler',
        lines: [{ solutionId: oslo.solutionId, categoryId: oslo.childCategoryId }],
      },
    });
    expect(response.status).toBe(201);
    const order = response.json(OrderSchema);
    expect(response.headers.get('Location')).toBe(`${ORDERS}/${order.id}`);
    expect(order).toMatchObject({
      name: 'Stoler',
      state: 'DRAFT',
      customer: { id: byggherre.id, name: byggherre.name },
      supplier: { id: gjenbrukOslo.id, name: gjenbrukOslo.name },
    });
    expect(order.quoteDetails).toBeUndefined();
    expect(order.lines[0]).toMatchObject({
      solutionId: oslo.solutionId,
      categoryId: oslo.childCategoryId,
    });
    expect(order.lines[0]?.solutionName).toEqual(expect.any(String));
    // Localised by Accept-Language: the Norwegian and English names differ.
    const english = await call(customer, `${ORDERS}/${order.id}`, {
      headers: { 'Accept-Language': 'en' },
    });
    const norwegian = order.lines[0]?.categoryName;
    expect(norwegian).toEqual(expect.any(String));
    expect(english.json(OrderSchema).lines[0]?.categoryName).not.toBe(norwegian);
    expect(english.headers.get('Vary')).toMatch(/Accept-Language/);
  });

  it('refuses lines the catalogue does not allow, with field errors', async () => {
    const { oslo, bergen, unrelatedCategoryId } = await catalogueFacts();
    const customer = await party('customer');
    const attempt = async (lines: unknown[]) => {
      const response = await call(customer, ORDERS, { method: 'POST', body: { name: 'x', lines } });
      expect(response.status).toBe(422);
      return response.problem().errors;
    };
    expect(await attempt([{ solutionId: 99_999_999, categoryId: oslo.categoryId }])).toEqual([
      { field: 'lines.0.solutionId', code: 'UNKNOWN_SOLUTION' },
    ]);
    expect(await attempt([{ solutionId: oslo.solutionId, categoryId: 99_999_999 }])).toEqual([
      { field: 'lines.0.categoryId', code: 'UNKNOWN_CATEGORY' },
    ]);
    expect(
      await attempt([{ solutionId: oslo.solutionId, categoryId: unrelatedCategoryId }]),
    ).toEqual([{ field: 'lines.0.categoryId', code: 'CATEGORY_NOT_COVERED' }]);
    expect(
      await attempt([
        { solutionId: oslo.solutionId, categoryId: oslo.categoryId },
        { solutionId: bergen.solutionId, categoryId: bergen.categoryId },
      ]),
    ).toEqual([{ field: 'lines', code: 'MULTIPLE_PROVIDERS' }]);
  });

  it('refuses an order from the caller’s own organisation', async () => {
    const { oslo } = await catalogueFacts();
    const response = await call(await party('supplier'), ORDERS, {
      method: 'POST',
      body: { name: 'Own', lines: [{ solutionId: oslo.solutionId, categoryId: oslo.categoryId }] },
    });
    expect(response.status).toBe(422);
    expect(response.problem().errors).toEqual([{ field: 'lines', code: 'OWN_ORGANIZATION' }]);
  });

  it('keeps the mark of orders asked together, and shows none on an order made without', async () => {
    const { oslo } = await catalogueFacts();
    const customer = await party('customer');
    const line = { solutionId: oslo.solutionId, categoryId: oslo.childCategoryId };
    const body = { name: 'Stoler #K7P3X – Gjenbruk', requestReference: 'K7P3X', lines: [line] };
    const created = await call(customer, ORDERS, { method: 'POST', body });
    expect(created.status).toBe(201);
    const { id } = created.json(OrderSchema);
    const read = await call(customer, `${ORDERS}/${id}`);
    expect(read.json(v.looseObject({ requestReference: v.string() })).requestReference).toBe(
      'K7P3X',
    );
    const plain = await newOrder();
    expect('requestReference' in plain).toBe(false);
    const bad = await call(customer, ORDERS, {
      method: 'POST',
      body: { ...body, requestReference: 'two words' },
    });
    expect(bad.problem().errors).toEqual([{ field: 'requestReference', code: 'INVALID_FORMAT' }]);
  });

  it('answers malformed JSON with 400 and wrong types with 422', async () => {
    const customer = await party('customer');
    const malformed = await call(customer, ORDERS, { method: 'POST', body: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.problem().code).toBe('MALFORMED_JSON');
    const wrong = await call(customer, ORDERS, {
      method: 'POST',
      body: { name: 7, lines: 'none' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.problem().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'INVALID_TYPE' },
        { field: 'lines', code: 'INVALID_TYPE' },
      ]),
    );
  });
});

describe('visibility', () => {
  it('hides another organisation’s order as 404', async () => {
    const order = await newOrder('Private');
    for (const who of ['outsider', 'nordlys', 'ombruk'] as const) {
      const response = await call(await party(who), `${ORDERS}/${order.id}`);
      expect(response.status).toBe(404);
      expect(response.problem().code).toBe('ORDER_NOT_FOUND');
      const transition = await call(await party(who), `${ORDERS}/${order.id}/transitions/cancel`, {
        method: 'POST',
        body: {},
      });
      expect(transition.status).toBe(404);
    }
    expect((await call(await party('customer'), `${ORDERS}/abc`)).status).toBe(404);
    expect((await call(await party('customer'), `${ORDERS}/999999`)).status).toBe(404);
  });

  it('requires X-auth-owner', async () => {
    const response = await call({ token: (await party('customer')).token, owner: '' }, ORDERS);
    expect(response.status).toBe(400);
  });
});

describe('renaming', () => {
  it('lets the customer rename a draft and records the change', async () => {
    const order = await newOrder('Old name');
    const customer = await party('customer');
    const response = await call(customer, `${ORDERS}/${order.id}`, {
      method: 'PATCH',
      body: { name: 'New name' },
    });
    expect(response.status).toBe(200);
    expect(response.json(OrderSchema).name).toBe('New name');
    const changes = (await call(customer, `${ORDERS}/${order.id}/change-history`)).json(
      ChangeHistorySchema,
    );
    expect(changes._embedded.entries).toHaveLength(1);
    expect(changes._embedded.entries[0]).toMatchObject({
      field: 'name',
      oldValue: 'Old name',
      newValue: 'New name',
      actor: { organizationId: byggherre.id, role: 'CUSTOMER' },
    });
    const bySupplier = await call(await party('supplier'), `${ORDERS}/${order.id}`, {
      method: 'PATCH',
      body: { name: 'Hijack' },
    });
    expect(bySupplier.status).toBe(403);
    expect(
      (await call(customer, `${ORDERS}/${order.id}`, { method: 'PATCH', body: { name: ' ' } }))
        .status,
    ).toBe(422);
  });

  it('refuses renaming after the draft', async () => {
    const order = await orderIn('REQUESTED');
    const response = await call(await party('customer'), `${ORDERS}/${order.id}`, {
      method: 'PATCH',
      body: { name: 'Too late' },
    });
    expect(response.status).toBe(409);
    expect(response.problem().code).toBe('ORDER_NOT_EDITABLE');
  });
});

describe('state history', () => {
  it('records who, with which role and organisation, when, and the notes', async () => {
    const order = await newOrder('History');
    const customer = await party('customer');
    const before = Date.now();
    await call(customer, `${ORDERS}/${order.id}/transitions/request-quote`, {
      method: 'POST',
      body: { notes: 'Please hurry' },
    });
    await call(await party('supplier'), `${ORDERS}/${order.id}/transitions/cancel`, {
      method: 'POST',
    });
    const history = (await call(customer, `${ORDERS}/${order.id}/history`)).json(
      StateHistorySchema,
    );
    expect(history._links.self.href).toBe(`${ORDERS}/${order.id}/history`);
    const [first, second] = history._embedded.entries;
    expect(first).toMatchObject({
      transition: 'request-quote',
      fromState: 'DRAFT',
      toState: 'REQUESTED',
      notes: 'Please hurry',
      actor: { name: 'Kari Kunde', organizationId: byggherre.id, role: 'CUSTOMER' },
    });
    expect(second).toMatchObject({
      transition: 'cancel',
      notes: null,
      actor: { name: 'Sverre Leverandør', organizationId: gjenbrukOslo.id, role: 'SUPPLIER' },
    });
    expect(Date.parse(first?.occurredAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(v.is(v.string(), first?.actor.userId)).toBe(true);
  });
});
