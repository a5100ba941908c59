/**
 * The order service over HTTP: the order list (filters, paging, its validators).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from './support.ts';
import { ORDERS, OrderListSchema, call, getOrder, newOrder, party } from './orders-helpers.ts';

const { byggherre, nordlysEiendom, ombrukBergen } = DEMO_ORGANIZATIONS;

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
