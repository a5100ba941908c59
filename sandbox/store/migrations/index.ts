/** Schema migrations of the order database, applied in order by `openOrderDb` (sandbox/store/db.ts). */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'orders and history',
    sql: `
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        name text NOT NULL,
        state text NOT NULL,
        customer_id text NOT NULL,
        customer_name text NOT NULL,
        supplier_id text NOT NULL,
        supplier_name text NOT NULL,
        lines jsonb NOT NULL,
        quote jsonb NOT NULL DEFAULT '{}'::jsonb,
        quote_visible boolean NOT NULL DEFAULT false,
        quote_published jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        supplier_updated_at timestamptz NOT NULL,
        version integer NOT NULL DEFAULT 1
      );
      CREATE INDEX orders_customer_idx ON orders (customer_id);
      CREATE INDEX orders_supplier_idx ON orders (supplier_id);

      CREATE TABLE state_history (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        transition text NOT NULL,
        from_state text NOT NULL,
        to_state text NOT NULL,
        actor jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        notes text
      );
      CREATE INDEX state_history_order_idx ON state_history (order_id);

      CREATE TABLE change_history (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        field text NOT NULL,
        old_value jsonb,
        new_value jsonb,
        actor jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('ALL', 'SUPPLIER'))
      );
      CREATE INDEX change_history_order_idx ON change_history (order_id);
    `,
  },
  {
    version: 2,
    name: 'idempotency keys of order creation',
    sql: `
      CREATE TABLE idempotency_keys (
        organization_id text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (organization_id, key)
      );
      CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
    `,
  },
  {
    version: 3,
    name: 'the mark of orders asked together (docs/decisions/0177)',
    sql: 'ALTER TABLE orders ADD COLUMN request_reference text;',
  },
];
