import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { installProblemHandlers } from './errors.ts';
import { pageLinks } from './polyglot.ts';
import { ProblemError } from './problem.ts';
import { shapesMiddleware } from './shapes.ts';

const CREATED = '2026-11-20T08:30:00.000Z';
const ORDER = { id: 7, state: 'QUOTED', createdAt: CREATED, updatedAt: CREATED, _links: {} };
const SERVICE = {
  id: 12,
  name: 'Repair of doors',
  type: 'RETAIN_VALUE',
  categoryName: 'Doors',
  public: false,
  co2eData: { impactCategory: 'climateChange', total: 1.5 },
};
const ACTOR = { userId: 'u1', name: 'Kari Kunde', organizationId: 'o1', role: 'CUSTOMER' };

/** The polyglot middleware around handlers that answer as the standard sandbox does. */
function polyglotApp() {
  const app = new Hono();
  installProblemHandlers(app);
  app.use('*', shapesMiddleware('polyglot'));
  // Echoes the paging parameters the handler sees, as a standard HAL page of 45 orders.
  app.get('/services/v1/orders', (c) => {
    const query = new URL(c.req.url).searchParams;
    const number = Number(query.get('pageNumber'));
    const size = Number(query.get('pageSize'));
    return c.json(
      {
        _embedded: { orders: [ORDER] },
        page: { number, size, totalElements: 45, totalPages: Math.ceil(45 / size) },
      },
      200,
      { 'X-Total-Count': '45', 'Content-Range': 'items 0-0/45' },
    );
  });
  app.get('/orgadmin/v1/solutions', (c) =>
    c.json([], 200, { 'X-Paged': new URL(c.req.url).searchParams.get('pageNumber') ?? '' }),
  );
  app.get('/services/v1/orders/7', (c) => c.json(ORDER));
  app.get('/services/v1/orders/7/history', (c) =>
    c.json({
      _embedded: {
        entries: [
          {
            transition: 'quote',
            fromState: 'REQUESTED',
            toState: 'QUOTED',
            actor: ACTOR,
            occurredAt: CREATED,
            notes: 'Sent',
          },
        ],
      },
    }),
  );
  app.get('/services/v1/orders/7/change-history', (c) =>
    c.json({
      _embedded: {
        entries: [
          {
            field: 'state',
            oldValue: 'REQUESTED',
            newValue: 'QUOTED',
            actor: ACTOR,
            occurredAt: CREATED,
          },
        ],
      },
    }),
  );
  app.post('/services/v1/orders/7/transitions/accept', (c) => c.json(ORDER));
  app.put('/services/v1/orders/7/quote-details', async (c) => {
    const body: unknown = await c.req.json();
    if (typeof body === 'object' && body !== null && 'bad' in body) {
      throw new ProblemError({
        status: 422,
        code: 'VALIDATION_FAILED',
        title: 'Invalid',
        errors: [
          { field: 'estimatedCompletionDate', code: 'START_AFTER_COMPLETION' },
          { field: 'quotedCurrency', code: 'INVALID_CURRENCY' },
        ],
      });
    }
    return c.json(ORDER, 200, { ETag: '"v2"' });
  });
  app.get('/services/v1/orders/8', () => {
    throw new ProblemError({ status: 404, code: 'ORDER_NOT_FOUND', title: 'Order not found' });
  });
  app.get('/orgadmin/v1/categories', (c) =>
    c.json([{ id: 1, name: 'A', children: [{ id: 2, name: 'B', children: [] }] }], 200, {
      'Content-Language': 'nb',
    }),
  );
  app.get('/orgadmin/v1/providers', (c) =>
    c.json([{ id: 'o1', name: 'Gjenbruk Oslo AS', serviceCount: 3 }], 200, {
      'X-Total-Count': '1',
    }),
  );
  app.get('/orgadmin/v1/org-1/service', (c) => c.json([SERVICE], 200, { 'X-Total-Count': '1' }));
  app.get('/orgadmin/v1/solutions-limited', () => {
    throw new ProblemError({
      status: 429,
      code: 'RATE_LIMITED',
      title: 'Too many requests',
      headers: { 'Retry-After': '7' },
    });
  });
  return app;
}

describe('polyglot shapes', () => {
  it('GET /orders: GitHub paging from 1 with per_page, a bare array, a Link header, no total', async () => {
    const response = await polyglotApp().request(
      '/services/v1/orders?role=customer&page=2&per_page=10&pageNumber=5&pageSize=3',
    );
    expect(response.headers.get('X-Total-Count')).toBeNull();
    expect(response.headers.get('Content-Range')).toBeNull();
    const base = 'http://localhost/services/v1/orders?role=customer';
    expect(response.headers.get('Link')).toBe(
      [
        `<${base}&page=1&per_page=10>; rel="prev"`,
        `<${base}&page=1&per_page=10>; rel="first"`,
        `<${base}&page=3&per_page=10>; rel="next"`,
        `<${base}&page=5&per_page=10>; rel="last"`,
      ].join(', '),
    );
    expect(await response.json()).toEqual([
      { ...ORDER, createdAt: Date.parse(CREATED), updatedAt: Date.parse(CREATED) },
    ]);
  });

  it('GET /orders: the sandbox parameters alone give the first page of 30', async () => {
    const response = await polyglotApp().request('/services/v1/orders?pageNumber=1&pageSize=20');
    expect(response.headers.get('Link')).toBe(
      '<http://localhost/services/v1/orders?page=2&per_page=30>; rel="next", ' +
        '<http://localhost/services/v1/orders?page=2&per_page=30>; rel="last"',
    );
  });

  it('pageLinks: none for one page, first/prev only on the last page', () => {
    const url = new URL('http://api/orders');
    expect(pageLinks(url, { number: 1, perPage: 30, totalPages: 1 })).toBeNull();
    expect(pageLinks(url, { number: 3, perPage: 30, totalPages: 3 })).toBe(
      '<http://api/orders?page=2&per_page=30>; rel="prev", <http://api/orders?page=1&per_page=30>; rel="first"',
    );
  });

  it('GET /solutions: pageNumber counts from 1; 0 and below are the first page', async () => {
    const app = polyglotApp();
    const paged = async (query: string) =>
      (await app.request(`/orgadmin/v1/solutions${query}`)).headers.get('X-Paged');
    expect(await paged('?pageNumber=1')).toBe('0');
    expect(await paged('?pageNumber=2')).toBe('1');
    expect(await paged('?pageNumber=0')).toBe('0');
    expect(await paged('?pageNumber=-3')).toBe('0');
    expect(await paged('')).toBe('0');
    // Not a number: left for the handler to refuse.
    expect(await paged('?pageNumber=two')).toBe('two');
  });

  it('an order: createdAt and updatedAt in epoch milliseconds, quote dates untouched', async () => {
    const response = await polyglotApp().request('/services/v1/orders/7');
    expect(await response.json()).toEqual({
      ...ORDER,
      createdAt: 1795163400000,
      updatedAt: 1795163400000,
    });
  });

  it('histories: bare arrays of entries with from, to, author, created', async () => {
    const app = polyglotApp();
    const author = {
      accountId: 'u1',
      displayName: 'Kari Kunde',
      organizationId: 'o1',
      role: 'CUSTOMER',
    };
    const history = await app.request('/services/v1/orders/7/history');
    expect(await history.json()).toEqual([
      {
        transition: 'quote',
        from: 'REQUESTED',
        to: 'QUOTED',
        author,
        created: Date.parse(CREATED),
        comment: 'Sent',
      },
    ]);
    const changes = await app.request('/services/v1/orders/7/change-history');
    expect(await changes.json()).toEqual([
      { field: 'state', from: 'REQUESTED', to: 'QUOTED', author, created: Date.parse(CREATED) },
    ]);
  });

  it('a transition answers { order }, a draft save 201 with a Location and no body', async () => {
    const app = polyglotApp();
    const transition = await app.request('/services/v1/orders/7/transitions/accept', {
      method: 'POST',
    });
    expect(await transition.json()).toEqual({
      order: { ...ORDER, createdAt: Date.parse(CREATED), updatedAt: Date.parse(CREATED) },
    });
    const save = await app.request('/services/v1/orders/7/quote-details', {
      method: 'PUT',
      body: JSON.stringify({ quotedPrice: 10 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(save.status).toBe(201);
    expect(save.headers.get('Location')).toBe('/services/v1/orders/7/quote-details');
    expect(save.headers.get('ETag')).toBeNull();
    expect(await save.text()).toBe('');
  });

  it('a refused body: 400, NestJS ValidationPipe body with sentences in message', async () => {
    const response = await polyglotApp().request('/services/v1/orders/7/quote-details', {
      method: 'PUT',
      body: JSON.stringify({ bad: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: [
        'estimatedCompletionDate must not be before estimatedStartDate',
        'quotedCurrency must be a valid ISO4217 currency code',
      ],
      error: 'Bad Request',
    });
  });

  it('other errors: NestJS HttpException body with the title or detail as message', async () => {
    const response = await polyglotApp().request('/services/v1/orders/8');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      message: 'Order not found',
      error: 'Not Found',
    });
  });

  it('GET /categories: one root node, children under narrower, ids as strings', async () => {
    const response = await polyglotApp().request('/orgadmin/v1/categories');
    expect(await response.json()).toEqual({
      id: 'Thing',
      uri: 'http://www.w3.org/2002/07/owl#Thing',
      name: 'Thing',
      displayName: 'Alle kategorier',
      narrower: [{ id: '1', name: 'A', narrower: [{ id: '2', name: 'B', narrower: [] }] }],
    });
  });

  it('GET /providers: a Django REST framework page of organizationId / organizationName', async () => {
    const response = await polyglotApp().request('/orgadmin/v1/providers');
    expect(response.headers.get('X-Total-Count')).toBeNull();
    expect(await response.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ organizationId: 'o1', organizationName: 'Gjenbruk Oslo AS', serviceCount: 3 }],
    });
  });

  it('GET /{orgId}/service: a JSON:API document, snake_case attributes, published, no total', async () => {
    const response = await polyglotApp().request('/orgadmin/v1/org-1/service');
    expect(response.headers.get('Content-Type')).toBe('application/vnd.api+json');
    expect(response.headers.get('X-Total-Count')).toBeNull();
    expect(await response.json()).toEqual({
      data: [
        {
          id: '12',
          type: 'service',
          attributes: {
            name: 'Repair of doors',
            service_type: 'RETAIN_VALUE',
            category_name: 'Doors',
            published: false,
            co2e_data: { impact_category: 'climateChange', total: 1.5 },
          },
        },
      ],
    });
  });

  it('a 429 says Retry-After as an HTTP date, no earlier than the seconds it stood for', async () => {
    const before = Date.now();
    const response = await polyglotApp().request('/orgadmin/v1/solutions-limited');
    expect(response.status).toBe(429);
    const retryAfter = response.headers.get('Retry-After') ?? '';
    expect(retryAfter).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Date.parse(retryAfter)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 7000);
  });
});
