/**
 * The order tables' rows and the records they hold: reading a row into an `OrderRecord` or a
 * history entry, and writing orders and their history rows (store.ts runs them in transactions).
 */
import * as v from 'valibot';
import type { OrderDb, Queryable } from '../store/db.ts';
import type { SeedOrder } from '../store/seed-orders.ts';
import { isOrderState, type OrderState } from './stateMachine.ts';
import type {
  Actor,
  ChangeHistoryEntry,
  ChangeVisibility,
  OrderRecord,
  QuoteDetails,
  StateHistoryEntry,
} from './types.ts';
import { quoteFromPatch } from './validation.ts';

export interface OrderRow {
  id: number;
  name: string;
  state: string;
  customer_id: string;
  customer_name: string;
  supplier_id: string;
  supplier_name: string;
  lines: unknown;
  quote: unknown;
  quote_visible: boolean;
  quote_published: unknown;
  request_reference: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  supplier_updated_at: Date | string;
  version: number;
}

export interface StateHistoryRow {
  transition: string;
  from_state: string;
  to_state: string;
  actor: unknown;
  occurred_at: Date | string;
  notes: string | null;
}

export interface ChangeHistoryRow {
  field: string;
  old_value: unknown;
  new_value: unknown;
  actor: unknown;
  occurred_at: Date | string;
  visibility: string;
}

const linesSchema = v.array(v.object({ solutionId: v.number(), categoryId: v.number() }));
const recordSchema = v.record(v.string(), v.unknown());
const actorSchema = v.object({
  userId: v.string(),
  name: v.string(),
  organizationId: v.string(),
  role: v.picklist(['CUSTOMER', 'SUPPLIER']),
});

/** Who made a history row's change and when (both history tables have them). */
export function stampOf(row: { actor: unknown; occurred_at: Date | string }): {
  actor: Actor;
  occurredAt: Date;
} {
  return { actor: v.parse(actorSchema, row.actor), occurredAt: new Date(row.occurred_at) };
}

/** An order's rows of one history table, oldest first. */
export async function historyRows<Row extends { actor: unknown; occurred_at: Date | string }>(
  db: Queryable,
  table: 'state_history' | 'change_history',
  id: number,
): Promise<Row[]> {
  const result = await db.query<Row>(
    `SELECT * FROM ${table} WHERE order_id = $1 ORDER BY occurred_at, id`,
    [id],
  );
  return result.rows;
}

export function toState(value: string): OrderState {
  if (!isOrderState(value)) throw new Error(`Unknown order state in the database: ${value}`);
  return value;
}

function toQuote(value: unknown): QuoteDetails {
  return quoteFromPatch(v.parse(recordSchema, value));
}

export function toOrder(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    name: row.name,
    state: toState(row.state),
    customer: { id: row.customer_id, name: row.customer_name },
    supplier: { id: row.supplier_id, name: row.supplier_name },
    lines: v.parse(linesSchema, row.lines),
    ...(row.request_reference === null ? {} : { requestReference: row.request_reference }),
    quote: toQuote(row.quote),
    quoteVisible: row.quote_visible,
    quotePublished: row.quote_published === null ? null : toQuote(row.quote_published),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    supplierUpdatedAt: new Date(row.supplier_updated_at),
    version: row.version,
  };
}

export function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export async function insertOrder(
  db: Queryable,
  order: Omit<OrderRecord, 'id' | 'version'>,
): Promise<OrderRecord> {
  const result = await db.query<OrderRow>(
    `INSERT INTO orders (name, state, customer_id, customer_name, supplier_id, supplier_name, lines,
       quote, quote_visible, quote_published, created_at, updated_at, supplier_updated_at,
       request_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10::jsonb, $11::timestamptz,
       $12::timestamptz, $13::timestamptz, $14)
     RETURNING *`,
    [
      order.name,
      order.state,
      order.customer.id,
      order.customer.name,
      order.supplier.id,
      order.supplier.name,
      json(order.lines),
      json(order.quote),
      order.quoteVisible,
      json(order.quotePublished),
      order.createdAt.toISOString(),
      order.updatedAt.toISOString(),
      order.supplierUpdatedAt.toISOString(),
      order.requestReference ?? null,
    ],
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('INSERT returned no row');
  return toOrder(row);
}

/** The actor and time columns of a history row, as query parameters (`stampOf` reads them back). */
function stampParams(entry: { actor: Actor; occurredAt: Date }): [string | null, string] {
  return [json(entry.actor), entry.occurredAt.toISOString()];
}

export async function insertStateEntry(
  db: Queryable,
  orderId: number,
  entry: StateHistoryEntry,
): Promise<void> {
  await db.query(
    `INSERT INTO state_history (order_id, transition, from_state, to_state, actor, occurred_at, notes)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz, $7)`,
    [orderId, entry.transition, entry.fromState, entry.toState, ...stampParams(entry), entry.notes],
  );
}

export async function insertChanges(
  db: Queryable,
  orderId: number,
  entries: readonly ChangeHistoryEntry[],
): Promise<void> {
  for (const entry of entries) {
    await db.query(
      `INSERT INTO change_history (order_id, field, old_value, new_value, actor, occurred_at, visibility)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::timestamptz, $7)`,
      [
        orderId,
        entry.field,
        json(entry.oldValue),
        json(entry.newValue),
        ...stampParams(entry),
        entry.visibility,
      ],
    );
  }
}

export async function writeSeed(db: OrderDb, seeds: readonly SeedOrder[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeds) {
      const order = await insertOrder(tx, seed.order);
      for (const entry of seed.stateHistory) await insertStateEntry(tx, order.id, entry);
      await insertChanges(tx, order.id, seed.changes);
    }
  });
}

export async function isEmpty(db: OrderDb): Promise<boolean> {
  const result = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return (result.rows[0]?.n ?? 0) === 0;
}

export function toVisibility(value: string): ChangeVisibility {
  return value === 'SUPPLIER' ? 'SUPPLIER' : 'ALL';
}
