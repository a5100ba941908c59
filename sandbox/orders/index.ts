/**
 * Public API of the sandbox's order service (owned by the orders work; mounted by sandbox/server.ts).
 * Placeholder signatures until the order service lands: routes answer nothing yet.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { CatalogueData } from '../store/seed/types.ts';

export interface OrderStore {
  close(): Promise<void>;
}

export interface OrderStoreOptions {
  /** Directory of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  catalogue: CatalogueData;
}

export function createOrderStore(_options: OrderStoreOptions): Promise<OrderStore> {
  return Promise.resolve({ close: () => Promise.resolve() });
}

/** Deletes the persisted orders and writes the seed orders again. */
export function resetOrderStore(_options: OrderStoreOptions): Promise<void> {
  return Promise.resolve();
}

export interface OrderRoutesDeps {
  store: OrderStore;
  catalogue: CatalogueData;
  /** Verifies the bearer token; sets `c.var.user` or answers 401. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** Checks `X-auth-owner` against the token; sets `c.var.owner` or answers 400/403. */
  requireOwner: MiddlewareHandler<AppEnv>;
}

/** Routes relative to `/services/v1`. */
export function createOrderRoutes(_deps: OrderRoutesDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
