/**
 * `npm run sandbox:reset`: deletes the persisted orders in `SANDBOX_DATA_DIR` and writes the seed
 * orders again. Refuses (exit 1) while a sandbox runs on the same directory (its lock file).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readSettings, SettingsError } from './config.ts';
import { resetOrderStore } from './orders/index.ts';
import { DataDirLockedError, lockDataDir } from './store/lock.ts';
import { buildCatalogue } from './store/seed/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const settings = readSettings(process.env, repoRoot);
  if (settings.dataDir === null) return;
  await mkdir(path.dirname(settings.dataDir), { recursive: true });
  const lock = lockDataDir(settings.dataDir);
  try {
    const catalogue = buildCatalogue(settings.scale === undefined ? {} : { scale: settings.scale });
    await resetOrderStore({ dataDir: settings.dataDir, catalogue });
  } finally {
    lock.release();
  }
  console.log(`Sandbox orders reset to the seed in ${settings.dataDir}.`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot reset: ${error.message}`);
  } else {
    console.error(error instanceof SettingsError ? error.message : error);
  }
  process.exit(1);
});
