/**
 * The order service over HTTP: create, list, filter and page; rename; visibility between
 * organisations; the quote draft (disabled send, privacy); history entries; bad input.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS } from './support.ts';
import {
  ChangeHistorySchema,
  ORDERS,
  OrderListSchema,
  OrderSchema,
  StateHistorySchema,
  VALID_QUOTE,
  call,
  catalogueFacts,
  getOrder,
  newOrder,
  orderIn,
  party,
  today,
} from './orders-helpers.ts';

const { byggherre, gjenbrukOslo, nordlysEiendom, ombrukBergen } = DEMO_ORGANIZATIONS;

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

describe('listing orders', () => {
  it('lists the organisation’s orders on both sides, newest change first, with their links', async () => {
    const created = await newOrder('Newest');
    const response = await call(await party('customer'), `${ORDERS}?pageSize=100`);
    expect(response.status).toBe(200);
    const list = response.json(OrderListSchema);
    const orders = list._embedded.orders;
    expect(orders[0]?.id).toBe(created.id);
    expect(
      orders.every(
        (order) => order.customer.id === byggherre.id || order.supplier.id === byggherre.id,
      ),
    ).toBe(true);
    const updated = orders.map((order) => order.updatedAt);
    expect([...updated].sort().reverse()).toEqual(updated);
    // The embedded order carries the same links as the order itself.
    expect(orders[0]?._links).toEqual((await getOrder(created.id, 'customer'))._links);
    expect(response.headers.get('X-Total-Count')).toBe(String(list.page.totalElements));
  });

  it('gives the multi user orders on both sides from the seed', async () => {
    const asNordlys = (await call(await party('nordlys'), `${ORDERS}?role=customer`)).json(
      OrderListSchema,
    );
    expect(asNordlys._embedded.orders.length).toBeGreaterThan(0);
    expect(asNordlys._embedded.orders.every((o) => o.customer.id === nordlysEiendom.id)).toBe(true);
    const asOmbruk = (await call(await party('ombruk'), `${ORDERS}?role=supplier`)).json(
      OrderListSchema,
    );
    expect(asOmbruk._embedded.orders.length).toBeGreaterThan(0);
    expect(asOmbruk._embedded.orders.every((o) => o.supplier.id === ombrukBergen.id)).toBe(true);
    expect(
      (await call(await party('ombruk'), `${ORDERS}?role=customer`)).json(OrderListSchema).page
        .totalElements,
    ).toBe(0);
  });

  it('filters by state and pages with Content-Range', async () => {
    const supplier = await party('supplier');
    const all = (await call(supplier, `${ORDERS}?state=DRAFT,REQUESTED&pageSize=100`)).json(
      OrderListSchema,
    );
    expect(all._embedded.orders.every((o) => ['DRAFT', 'REQUESTED'].includes(o.state))).toBe(true);
    const total = all.page.totalElements;
    expect(total).toBeGreaterThan(2);

    const first = await call(supplier, `${ORDERS}?state=DRAFT,REQUESTED&pageSize=2`);
    expect(first.headers.get('Content-Range')).toBe(`items 0-1/${total}`);
    const firstPage = first.json(OrderListSchema);
    expect(firstPage.page).toEqual({
      number: 0,
      size: 2,
      totalElements: total,
      totalPages: Math.ceil(total / 2),
    });
    expect(firstPage._links['prev']).toBeUndefined();
    const nextHref = firstPage._links['next']?.href ?? '';
    const second = (await call(supplier, nextHref)).json(OrderListSchema);
    expect(second.page.number).toBe(1);
    expect(second._links['prev']).toBeDefined();
    expect(second._embedded.orders.map((o) => o.id)).toEqual(
      all._embedded.orders.slice(2, 4).map((o) => o.id),
    );

    const beyond = await call(supplier, `${ORDERS}?pageNumber=999`);
    expect(beyond.headers.get('Content-Range')).toMatch(/^items \*\/\d+$/);
    for (const bad of ['pageSize=101', 'pageNumber=-1', 'role=boss', 'state=LOST']) {
      const response = await call(supplier, `${ORDERS}?${bad}`);
      expect(response.status).toBe(400);
      expect(response.problem().code).toBe('INVALID_PARAMETER');
    }
  });
});

describe('the order list’s validators', () => {
  it('sends a strong ETag, answers 304 on If-None-Match, and a new tag once an order changes', async () => {
    // Uncompressed: a compressed answer carries the same tag marked weak (tests/sandbox/http.test.ts).
    const identity = { 'Accept-Encoding': 'identity' };
    const customer = await party('customer');
    const path = `${ORDERS}?state=DRAFT,REQUESTED&pageSize=100`;
    const first = await call(customer, path, { headers: identity });
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Vary')).toMatch(/X-auth-owner/);

    const again = await call(customer, path, { headers: { ...identity, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('X-Total-Count')).toBe(first.headers.get('X-Total-Count'));

    // Another organisation, or another language, never matches this organisation's tag.
    const supplier = await party('supplier');
    const asSupplier = await call(supplier, path, {
      headers: { ...identity, 'If-None-Match': etag },
    });
    expect(asSupplier.status).toBe(200);
    const inNorwegian = await call(customer, path, {
      headers: { ...identity, 'If-None-Match': etag, 'Accept-Language': 'nb' },
    });
    expect(inNorwegian.status).toBe(200);

    // A new order on the list: the tag changes, so the cached copy is replaced.
    await newOrder('Changes the list');
    const changed = await call(customer, path, { headers: { ...identity, 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
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

function transitionLinksOf(order: v.InferOutput<typeof OrderSchema>): string[] {
  return Object.keys(order._links).filter((rel) => order._links[rel]?.method === 'POST');
}
