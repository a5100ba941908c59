/**
 * The order store: orders and their history in the embedded database. Each mutation (state or
 * field change plus its history rows) runs in one transaction, guarded by an optimistic check on
 * the state and version it was planned from, so two simultaneous changes never both succeed and a
 * refused change writes nothing.
 */
import { readdir, rm } from 'node:fs/promises';
import { openOrderDb } from '../store/db.ts';
import { buildSeedOrders } from '../store/seed-orders.ts';
import { buildVolumeOrders } from '../store/seed-volume-orders.ts';
import type { CatalogueData } from '../store/seed/types.ts';
import type { OrderMutation } from './actions.ts';
import { conflict, orderNotFound } from './problems.ts';
import type { OrderRole, OrderState } from './stateMachine.ts';
import type {
  Actor,
  ChangeHistoryEntry,
  OrderLineRef,
  OrderRecord,
  OrgRef,
  StateHistoryEntry,
} from './types.ts';
import {
  historyRows,
  insertChanges,
  insertOrder,
  insertStateEntry,
  isEmpty,
  json,
  stampOf,
  toOrder,
  toState,
  toVisibility,
  writeSeed,
  type ChangeHistoryRow,
  type OrderRow,
  type StateHistoryRow,
} from './rows.ts';
import {
  findIdempotentCreate,
  rememberIdempotentCreate,
  type IdempotencyClaim,
} from './idempotency.ts';

export interface NewOrder {
  name: string;
  customer: OrgRef;
  supplier: OrgRef;
  lines: OrderLineRef[];
  requestReference?: string;
}

export interface ListOrdersQuery {
  organizationId: string;
  role?: OrderRole | undefined;
  states?: readonly OrderState[] | undefined;
  pageNumber: number;
  pageSize: number;
}

export interface PlannedMutation {
  mutation: OrderMutation;
  actor: Actor;
}

export interface OrderStore {
  createOrder(input: NewOrder, now: Date): Promise<OrderRecord>;
  /**
   * Creates the draft once per idempotency key of the customer organisation (sandbox/orders/
   * idempotency.ts): a repeat answers the order created first (`replayed`), in one transaction.
   */
  createOrderOnce(
    input: NewOrder,
    now: Date,
    claim: IdempotencyClaim,
  ): Promise<{ order: OrderRecord; replayed: boolean }>;
  getOrder(id: number): Promise<OrderRecord | null>;
  listOrders(query: ListOrdersQuery): Promise<{ orders: OrderRecord[]; total: number }>;
  /** Plans a change on the current order (throwing refuses it) and applies it atomically. */
  mutateOrder(
    id: number,
    plan: (order: OrderRecord) => PlannedMutation,
    now: Date,
  ): Promise<OrderRecord>;
  stateHistory(id: number): Promise<StateHistoryEntry[]>;
  changeHistory(id: number): Promise<ChangeHistoryEntry[]>;
  /** Deletes every order and writes the seed orders again (the database stays open). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface OrderStoreOptions {
  /** Directory of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  catalogue: CatalogueData;
  /** Clock for the seed's dates (tests). */
  now?: () => Date;
  /** Volume orders written with the seed (`SANDBOX_EXTRA_ORDERS`, seed-volume-orders.ts). */
  extraOrders?: number;
}

export async function createOrderStore(options: OrderStoreOptions): Promise<OrderStore> {
  const clock = options.now ?? (() => new Date());
  const db = await openOrderDb(options.dataDir);
  const seeds = (now: Date) => [
    ...buildVolumeOrders(options.catalogue, now, options.extraOrders ?? 0),
    ...buildSeedOrders(options.catalogue, now),
  ];
  if (await isEmpty(db)) await writeSeed(db, seeds(clock()));

  const getOrder = async (id: number): Promise<OrderRecord | null> => {
    const result = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
    const row = result.rows[0];
    return row === undefined ? null : toOrder(row);
  };

  const newDraft = (input: NewOrder, now: Date): Omit<OrderRecord, 'id' | 'version'> => ({
    ...input,
    state: 'DRAFT',
    quote: {},
    quoteVisible: false,
    quotePublished: null,
    createdAt: now,
    updatedAt: now,
    supplierUpdatedAt: now,
  });

  return {
    async createOrder(input, now) {
      return insertOrder(db, newDraft(input, now));
    },

    async createOrderOnce(input, now, claim) {
      return db.transaction(async (tx) => {
        const earlier = await findIdempotentCreate<OrderRow>(tx, input.customer.id, claim, now);
        if (earlier !== null) return { order: toOrder(earlier), replayed: true };
        const order = await insertOrder(tx, newDraft(input, now));
        await rememberIdempotentCreate(tx, input.customer.id, claim, order.id, now);
        return { order, replayed: false };
      });
    },

    getOrder,

    async listOrders(query) {
      const params: unknown[] = [query.organizationId];
      const where = [
        query.role === 'CUSTOMER'
          ? 'customer_id = $1'
          : query.role === 'SUPPLIER'
            ? 'supplier_id = $1'
            : '(customer_id = $1 OR supplier_id = $1)',
      ];
      if (query.states !== undefined && query.states.length > 0) {
        const placeholders = query.states.map((state) => {
          params.push(state);
          return `$${params.length}`;
        });
        where.push(`state IN (${placeholders.join(', ')})`);
      }
      const whereSql = where.join(' AND ');
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE ${whereSql}`,
        params,
      );
      const page = await db.query<OrderRow>(
        `SELECT * FROM orders WHERE ${whereSql}
         ORDER BY CASE WHEN customer_id = $1 THEN updated_at ELSE supplier_updated_at END DESC, id DESC
         LIMIT ${query.pageSize} OFFSET ${query.pageNumber * query.pageSize}`,
        params,
      );
      return { orders: page.rows.map(toOrder), total: count.rows[0]?.n ?? 0 };
    },

    async mutateOrder(id, plan, now) {
      return db.transaction(async (tx) => {
        const current = await tx.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
        const row = current.rows[0];
        if (row === undefined) throw orderNotFound();
        const order = toOrder(row);
        const { mutation, actor } = plan(order);
        // Nothing changed (same name, same draft): no write, no timestamp moves.
        if (mutation.changes.length === 0 && mutation.stateEntry === null) return order;
        const updated = await tx.query<OrderRow>(
          `UPDATE orders SET name = $4, state = $5, quote = $6::jsonb, quote_visible = $7,
             quote_published = $8::jsonb,
             updated_at = CASE WHEN $9 THEN $10::timestamptz ELSE updated_at END,
             supplier_updated_at = $10::timestamptz, version = version + 1
           WHERE id = $1 AND state = $2 AND version = $3
           RETURNING *`,
          [
            id,
            order.state,
            order.version,
            mutation.name,
            mutation.state,
            json(mutation.quote),
            mutation.quoteVisible,
            json(mutation.quotePublished),
            mutation.sharedChange,
            now.toISOString(),
          ],
        );
        const next = updated.rows[0];
        if (next === undefined)
          throw conflict('ORDER_CHANGED', 'The order changed meanwhile; read it again');
        if (mutation.stateEntry !== null)
          await insertStateEntry(tx, id, { ...mutation.stateEntry, actor, occurredAt: now });
        await insertChanges(
          tx,
          id,
          mutation.changes.map((change) => ({ ...change, actor, occurredAt: now })),
        );
        return toOrder(next);
      });
    },

    async stateHistory(id) {
      const rows = await historyRows<StateHistoryRow>(db, 'state_history', id);
      return rows.map((row) => ({
        transition: row.transition,
        fromState: toState(row.from_state),
        toState: toState(row.to_state),
        ...stampOf(row),
        notes: row.notes,
      }));
    },

    async changeHistory(id) {
      const rows = await historyRows<ChangeHistoryRow>(db, 'change_history', id);
      return rows.map((row) => ({
        field: row.field,
        oldValue: row.old_value,
        newValue: row.new_value,
        ...stampOf(row),
        visibility: toVisibility(row.visibility),
      }));
    },

    async reset() {
      await db.exec(
        'TRUNCATE orders, state_history, change_history, idempotency_keys RESTART IDENTITY',
      );
      await writeSeed(db, seeds(clock()));
    },

    async close() {
      await db.close();
    },
  };
}

/** Refuses to wipe a directory that is neither empty nor a Postgres data directory. */
async function assertDatabaseDir(dataDir: string): Promise<void> {
  const entries: string[] = await readdir(dataDir).catch(() => []);
  if (entries.length > 0 && !entries.includes('PG_VERSION'))
    throw new Error(`${dataDir} is not an order database directory; not deleting it.`);
}

/** Deletes the persisted orders and writes the seed orders again. */
export async function resetOrderStore(options: OrderStoreOptions): Promise<void> {
  if (options.dataDir === null) return;
  await assertDatabaseDir(options.dataDir);
  await rm(options.dataDir, { recursive: true, force: true });
  const store = await createOrderStore(options);
  await store.close();
}
