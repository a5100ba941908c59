/** The order service's HTTP routes (relative to `/services/v1`). */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { installProblemHandlers } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import type { CatalogueData } from '../store/seed/types.ts';
import {
  planDraftSave,
  planRename,
  planTransition,
  roleOf,
  type OrderMutation,
} from './actions.ts';
import { cachedJson, ORDER_LIST_CACHE } from '../catalogue/http-cache.ts';
import { createOrderFromBody } from './create.ts';
import { bodyFingerprint, parseIdempotencyKey } from './idempotency.ts';
import { preferredLanguage } from './language.ts';
import { orderPath } from './links.ts';
import { parseListQuery, listLinks, contentRange } from './listing.ts';
import { orderNotFound } from './problems.ts';
import type { OrderStore } from './store.ts';
import type { OrderRole } from './stateMachine.ts';
import type { OrderRecord } from './types.ts';
import { changeHistoryView, orderView, stateHistoryView } from './view.ts';

export interface OrderRoutesDeps {
  store: OrderStore;
  catalogue: CatalogueData;
  /** Verifies the bearer token; sets `c.var.user` or answers 401. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** Checks `X-auth-owner` against the token; sets `c.var.owner` or answers 400/403. */
  requireOwner: MiddlewareHandler<AppEnv>;
}

type Ctx = Context<AppEnv>;

const MAX_ID = 2_147_483_647;

function orderId(c: Ctx): number {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw orderNotFound();
  return id;
}

export function createOrderRoutes(deps: OrderRoutesDeps): Hono<AppEnv> {
  const { store, catalogue } = deps;
  const routes = new Hono<AppEnv>();
  installProblemHandlers(routes);
  routes.use('*', deps.requireUser, deps.requireOwner);
  // Category names in order lines follow Accept-Language.
  routes.use('*', async (c, next) => {
    await next();
    c.header('Vary', 'Accept-Language', { append: true });
  });

  const view = (c: Ctx, order: OrderRecord, role: OrderRole) =>
    orderView(order, role, catalogue, preferredLanguage(c.req.header('Accept-Language')));

  /** The order and the caller's role on it; 404 when the caller's organisation is not a party. */
  const load = async (c: Ctx): Promise<{ order: OrderRecord; role: OrderRole }> => {
    const order = await store.getOrder(orderId(c));
    const role = order === null ? null : roleOf(order, c.var.owner.id);
    if (order === null || role === null) throw orderNotFound();
    return { order, role };
  };

  /** Applies a planned change in one transaction and answers with the updated order. */
  const mutate = async (
    c: Ctx,
    plan: (order: OrderRecord, role: OrderRole) => OrderMutation,
  ): Promise<Response> => {
    const updated = await store.mutateOrder(
      orderId(c),
      (order) => {
        const role = roleOf(order, c.var.owner.id);
        if (role === null) throw orderNotFound();
        return {
          mutation: plan(order, role),
          actor: {
            userId: c.var.user.subject,
            name: c.var.user.name,
            organizationId: c.var.owner.id,
            role,
          },
        };
      },
      new Date(),
    );
    const role = roleOf(updated, c.var.owner.id);
    if (role === null) throw orderNotFound();
    return c.json(view(c, updated, role));
  };

  routes.get('/orders', async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams);
    const { orders, total } = await store.listOrders({
      organizationId: c.var.owner.id,
      role: query.role,
      states: query.states,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    });
    const embedded = orders.map((order) =>
      view(c, order, roleOf(order, c.var.owner.id) ?? 'CUSTOMER'),
    );
    const body = JSON.stringify({
      _embedded: { orders: embedded },
      _links: listLinks(query, total),
      page: {
        number: query.pageNumber,
        size: query.pageSize,
        totalElements: total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    });
    // A strong ETag over the page; a matching If-None-Match gets 304 (docs/decisions/0102).
    const headers = {
      'Content-Range': contentRange(query, orders.length, total),
      'X-Total-Count': String(total),
    };
    return cachedJson(c, body, headers, undefined, ORDER_LIST_CACHE);
  });

  // With `Idempotency-Key`, a repeat answers the draft created first (sandbox/orders/idempotency.ts).
  routes.post('/orders', async (c) => {
    const key = parseIdempotencyKey(c.req.header('Idempotency-Key'));
    const body = await readJsonBody(c);
    const input = createOrderFromBody(body, catalogue, c.var.owner);
    const now = new Date();
    const { order, replayed } =
      key === undefined
        ? { order: await store.createOrder(input, now), replayed: false }
        : await store.createOrderOnce(input, now, { key, fingerprint: bodyFingerprint(body) });
    c.header('Location', orderPath(order.id));
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(view(c, order, 'CUSTOMER'), 201);
  });

  routes.get('/orders/:id', async (c) => {
    const { order, role } = await load(c);
    return c.json(view(c, order, role));
  });

  routes.patch('/orders/:id', async (c) => {
    const body = await readJsonBody(c);
    return mutate(c, (order, role) => planRename(order, role, body));
  });

  routes.get('/orders/:id/history', async (c) => {
    const { order } = await load(c);
    return c.json(stateHistoryView(order.id, await store.stateHistory(order.id)));
  });

  routes.get('/orders/:id/change-history', async (c) => {
    const { order, role } = await load(c);
    return c.json(changeHistoryView(order.id, await store.changeHistory(order.id), role));
  });

  routes.put('/orders/:id/quote-details', async (c) => {
    const body = await readJsonBody(c);
    return mutate(c, (order, role) => planDraftSave(order, role, body, new Date()));
  });

  routes.post('/orders/:id/transitions/:transition', async (c) => {
    const body = await readJsonBody(c, { emptyAs: {} });
    const transition = c.req.param('transition');
    return mutate(c, (order, role) => planTransition(order, role, transition, body, new Date()));
  });

  return routes;
}
