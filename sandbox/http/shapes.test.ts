import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { installProblemHandlers } from './errors.ts';
import { ProblemError } from './problem.ts';
import { shapesMiddleware } from './shapes.ts';
import type { ShapesMode } from '../config.ts';

/** The middleware around a few handlers that answer as the standard sandbox does. */
function appWith(mode: ShapesMode) {
  const app = new Hono();
  installProblemHandlers(app);
  app.use('*', shapesMiddleware(mode));
  app.get('/services/v1/orders', (c) =>
    c.json(
      {
        _embedded: { orders: [{ id: 7, quoteDetails: { quotedPrice: 1200 } }] },
        page: { number: 0, size: 20, totalElements: 1, totalPages: 1 },
      },
      200,
      { 'X-Total-Count': '1', 'Content-Range': 'items 0-0/1' },
    ),
  );
  app.get('/services/v1/orders/7/history', (c) => c.json({ _embedded: { entries: [{ a: 1 }] } }));
  app.post('/services/v1/orders/7/transitions/accept', (c) => c.json({ id: 7 }));
  app.put('/services/v1/orders/7/quote-details', () => {
    throw new ProblemError({
      status: 422,
      code: 'VALIDATION_FAILED',
      title: 'Invalid',
      errors: [{ field: 'quotedCurrency', code: 'INVALID_CURRENCY' }],
    });
  });
  app.get('/orgadmin/v1/categories', (c) =>
    c.json([{ id: 1, children: [{ id: 2, children: [] }] }]),
  );
  return app;
}

describe('shapesMiddleware', () => {
  it('standard passes answers through', async () => {
    const response = await appWith('standard').request('/services/v1/orders/7/history');
    expect(await response.json()).toEqual({ _embedded: { entries: [{ a: 1 }] } });
  });

  it('alternate: a Spring page without total headers, string ids and decimals', async () => {
    const response = await appWith('alternate').request('/services/v1/orders');
    expect(response.headers.get('X-Total-Count')).toBeNull();
    expect(response.headers.get('Content-Range')).toBeNull();
    expect(await response.json()).toEqual({
      content: [{ id: '7', quoteDetails: { quotedPrice: '1200.00' } }],
      page: { number: 0, size: 20, totalElements: 1, totalPages: 1 },
    });
  });

  it('alternate: histories under history, children under subcategories', async () => {
    const app = appWith('alternate');
    const history = await app.request('/services/v1/orders/7/history');
    expect(await history.json()).toEqual({ _embedded: { history: [{ a: 1 }] } });
    const categories = await app.request('/orgadmin/v1/categories');
    expect(await categories.json()).toEqual([
      { id: 1, subcategories: [{ id: 2, subcategories: [] }] },
    ]);
  });

  it('alternate: a transition answers 204 without a body', async () => {
    const response = await appWith('alternate').request(
      '/services/v1/orders/7/transitions/accept',
      {
        method: 'POST',
      },
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('alternate: errors in Spring style with violations', async () => {
    const response = await appWith('alternate').request('/services/v1/orders/7/quote-details', {
      method: 'PUT',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toMatchObject({
      status: 422,
      error: 'Unprocessable Entity',
      message: 'Invalid',
      path: '/services/v1/orders/7/quote-details',
      violations: [{ field: 'quotedCurrency', code: 'INVALID_CURRENCY' }],
    });
  });
});
