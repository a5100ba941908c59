/**
 * The sandbox's embedded database: PGlite (Postgres compiled to WASM, no native build step),
 * persistent in a directory or in memory. Opening applies the pending migrations.
 *
 * Creating a new database runs Postgres' initdb in WASM, which takes 5–25 s on a busy 2-core
 * machine. The first fresh database is therefore dumped (still empty, before migrations) to
 * `node_modules/.cache/sandbox-pglite/`, and later fresh databases start from that template
 * (a few seconds). The template is keyed by the PGlite version; a bad template is ignored.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations/index.ts';

export type OrderDb = PGlite;

/** The database or one of its transactions: what a query helper needs. */
export type Queryable = Pick<Transaction, 'query'>;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'sandbox-pglite');

async function templatePath(): Promise<string | null> {
  try {
    const manifest = await readFile(
      path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
      'utf8',
    );
    const version = /"version":\s*"([^"]+)"/.exec(manifest)?.[1];
    return version === undefined ? null : path.join(cacheDir, `template-${version}.tar.gz`);
  } catch {
    return null;
  }
}

async function createFresh(dataDir: string | null): Promise<OrderDb> {
  const template = await templatePath();
  if (template !== null && existsSync(template)) {
    try {
      const blob = new Blob([await readFile(template)]);
      return dataDir === null
        ? await PGlite.create({ loadDataDir: blob })
        : await PGlite.create({ dataDir, loadDataDir: blob });
    } catch (error) {
      console.warn('sandbox: ignoring the PGlite template cache:', error);
    }
  }
  const db = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  if (template !== null) {
    try {
      const dump = await db.dumpDataDir('gzip');
      await mkdir(cacheDir, { recursive: true });
      const partial = `${template}.${process.pid}.tmp`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, template);
    } catch (error) {
      console.warn('sandbox: could not write the PGlite template cache:', error);
    }
  }
  return db;
}

export async function openOrderDb(dataDir: string | null): Promise<OrderDb> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const exists = dataDir !== null && existsSync(path.join(dataDir, 'PG_VERSION'));
  const db = exists ? await PGlite.create(dataDir) : await createFresh(dataDir);
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
