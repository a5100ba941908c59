/**
 * `npm run sandbox:reset`: deletes the persisted orders in `SANDBOX_DATA_DIR` and writes the seed
 * orders again. Stop a running sandbox first (the database has one writer).
 */
import path from 'node:path';
import { readSettings, SettingsError } from './config.ts';
import { resetOrderStore } from './orders/index.ts';
import { buildCatalogue } from './store/seed/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const settings = readSettings(process.env, repoRoot);
  const catalogue = buildCatalogue(settings.scale === undefined ? {} : { scale: settings.scale });
  await resetOrderStore({ dataDir: settings.dataDir, catalogue });
  console.log(`Sandbox orders reset to the seed in ${settings.dataDir ?? '(memory)'}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
