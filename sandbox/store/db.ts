/**
 * The sandbox's embedded database: PGlite (Postgres compiled to WASM, no native build step),
 * persistent in a directory or in memory. Opening applies the pending migrations.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations/index.ts';

export type OrderDb = PGlite;

export async function openOrderDb(dataDir: string | null): Promise<OrderDb> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  await migrate(db);
  return db;
}

async function migrate(db: OrderDb): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}
