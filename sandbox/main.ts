/**
 * `npm run sandbox`: starts the local platform (catalogue + orders API, identity provider) and
 * prints its addresses, the demo users and the API keys. Settings come from `SANDBOX_*` variables
 * (see sandbox/config.ts and docs/sandbox.md).
 */
import path from 'node:path';
import { readSettings, SettingsError, type SandboxSettings } from './config.ts';
import { API_KEYS, APP_CLIENT_ID, DEMO_USERS } from './identity/accounts.ts';
import { choicesFor, describeChoices } from './http/random.ts';
import { createSandbox, type Sandbox } from './server.ts';
import { DataDirLockedError } from './store/lock.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

function describeStartup(sandbox: Sandbox, settings: SandboxSettings): string {
  const { catalogue } = sandbox;
  const lines = [
    '',
    'Circular services sandbox is running',
    '',
    `  Catalogue (open + 4.3)  ${sandbox.catalogueUrl}`,
    `  Orders                  ${sandbox.ordersUrl}`,
    `  Identity provider       ${sandbox.authUrl}`,
    `  Discovery               ${sandbox.authUrl}/.well-known/openid-configuration`,
    `  API resource/audience   ${sandbox.apiUrl}`,
    '',
    `  App client: ${APP_CLIENT_ID} (public, PKCE) for ${settings.appOrigins.join(', ')}`,
    `  Access tokens live ${settings.tokenTtl} s; open endpoints allow ${settings.rateLimit} requests/min per IP.`,
    ...(settings.shapes === 'random'
      ? describeChoices(settings.shapesSeed, choicesFor(settings.shapesSeed)).map((l) => `  ${l}`)
      : []),
    ...(settings.faults
      ? [`  Injected faults on the API (SANDBOX_FAULTS): ${process.env['SANDBOX_FAULTS'] ?? ''}`]
      : []),
    '',
    `  Demo users (password "${settings.demoPassword}"):`,
    ...DEMO_USERS.map(
      (user) =>
        `    ${user.username.padEnd(9)} ${user.name.padEnd(18)} ${user.organizations
          .map((org) => `${org.name} (${org.id})`)
          .join(', ')}`,
    ),
    '',
    '  API keys (client_credentials, resource = API base; demo secrets for the sandbox only):',
    ...API_KEYS.map(
      (key) =>
        `    ${key.clientId.padEnd(20)} secret ${key.clientSecret.padEnd(32)} ${key.organization.name}`,
    ),
    '',
    `  Data: ${catalogue.categoriesById.size} categories, ${catalogue.providers.length} providers, ${catalogue.solutions.length} services; orders in ${settings.dataDir ?? '(memory)'}`,
    '',
    '  Ctrl+C stops it.',
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  let settings: SandboxSettings;
  try {
    settings = readSettings(process.env, repoRoot);
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  let sandbox: Sandbox;
  try {
    sandbox = await createSandbox(settings);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot start the sandbox: ${error.message}`);
      process.exit(1);
    }
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      console.error(
        `Cannot start the sandbox: port ${settings.apiPort} or ${settings.authPort} is in use. ` +
          'Stop the other process or set SANDBOX_API_PORT / SANDBOX_AUTH_PORT.',
      );
      process.exit(1);
    }
    throw error;
  }
  console.log(describeStartup(sandbox, settings));

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the sandbox…`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while stopping the sandbox', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The sandbox failed to start:', error);
  process.exit(1);
});
