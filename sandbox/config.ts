/**
 * The sandbox's settings, read from environment variables and validated up front so that a typo
 * fails with a clear message instead of a half-working server.
 */
import path from 'node:path';
import { parseFaults, type FaultSettings } from './http/faults.ts';

export interface SandboxSettings {
  /** Interface both servers listen on (loopback). */
  host: string;
  /** Port of the API (catalogue + orders); 0 picks a free port. */
  apiPort: number;
  /** Port of the identity provider; 0 picks a free port. */
  authPort: number;
  /** Directory of the order database; null keeps it in memory. */
  dataDir: string | null;
  /** Password of every demo user. */
  demoPassword: string;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** Origins of the app: CORS, redirect URIs and post-logout redirect URIs. */
  appOrigins: string[];
  /** Number of generated services; undefined uses the seed's default. */
  scale: number | undefined;
  /** Open-endpoint requests per minute per IP address. */
  rateLimit: number;
  /** Which legal shapes the API answers with (`SANDBOX_SHAPES`, sandbox/http/shapes.ts). */
  shapes: ShapesMode;
  /** The seed of `SANDBOX_SHAPES=random` (`SANDBOX_SHAPES_SEED`, sandbox/http/random.ts). */
  shapesSeed: number;
  /** Injected faults on the API (`SANDBOX_FAULTS`); null = none. */
  faults: FaultSettings | null;
  /** Volume orders written with the seed (`SANDBOX_EXTRA_ORDERS`); 0 = none. */
  extraOrders: number;
  /** Which request headers CORS allows (`SANDBOX_CORS_HEADERS`, `CORS_HEADERS` in server.ts). */
  corsHeaders: CorsHeaders;
}

/** `all`: every header the app may send; `spec`: only those the spec names (a narrow gateway). */
export const CORS_HEADER_SETS = ['all', 'spec'] as const;
export type CorsHeaders = (typeof CORS_HEADER_SETS)[number];

/**
 * `standard`: the shapes of docs/platform-contract.md 2; `alternate`: other legal ones;
 * `polyglot`: the defaults of several real server stacks (docs/platform-contract.md 4);
 * `random`: one legal choice per open point, picked by `SANDBOX_SHAPES_SEED` (platform-contract 5).
 */
export const SHAPES_MODES = ['standard', 'alternate', 'polyglot', 'random'] as const;

/** The seed of `SANDBOX_SHAPES=random` when `SANDBOX_SHAPES_SEED` is not set. */
export const DEFAULT_SHAPES_SEED = 1;
export type ShapesMode = (typeof SHAPES_MODES)[number];

export const DEFAULT_APP_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

export const DEFAULT_DEMO_PASSWORD = 'demo-password';

/** The realm part of the issuer: `http://127.0.0.1:<authPort>/realms/sandbox`. */
export const REALM_PATH = '/realms/sandbox';

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid sandbox settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
    return fallback;
  }
  return Number(raw);
}

function readShapes(env: Env, problems: string[]): ShapesMode {
  const raw = env['SANDBOX_SHAPES']?.trim();
  if (raw === undefined || raw === '') return 'standard';
  const mode = SHAPES_MODES.find((m) => m === raw);
  if (mode === undefined) {
    problems.push(`SANDBOX_SHAPES must be one of ${SHAPES_MODES.join(', ')} (got "${raw}").`);
    return 'standard';
  }
  return mode;
}

function readCorsHeaders(env: Env, problems: string[]): CorsHeaders {
  const raw = env['SANDBOX_CORS_HEADERS']?.trim();
  if (raw === undefined || raw === '') return 'all';
  const set = CORS_HEADER_SETS.find((name) => name === raw);
  if (set === undefined)
    problems.push(
      `SANDBOX_CORS_HEADERS must be one of ${CORS_HEADER_SETS.join(', ')} (got "${raw}").`,
    );
  return set ?? 'all';
}

function readOrigins(env: Env, problems: string[]): string[] {
  const raw = env['SANDBOX_APP_ORIGINS']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_APP_ORIGINS;
  const origins: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      problems.push(`SANDBOX_APP_ORIGINS: "${entry}" is not an absolute URL.`);
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry) {
      problems.push(
        `SANDBOX_APP_ORIGINS: "${entry}" must be an origin like http://127.0.0.1:5173 (no path, no trailing slash).`,
      );
      continue;
    }
    origins.push(url.origin);
  }
  if (origins.length === 0 && problems.length === 0) {
    problems.push('SANDBOX_APP_ORIGINS must name at least one origin.');
  }
  return origins;
}

/**
 * Reads the settings from `env`. Throws `SettingsError` listing every problem at once.
 * `repoRoot` anchors the default data directory (`.sandbox-data`).
 */
export function readSettings(env: Env, repoRoot: string): SandboxSettings {
  const problems: string[] = [];
  const apiPort = readInteger(env, 'SANDBOX_API_PORT', 8080, 0, 65535, problems);
  const authPort = readInteger(env, 'SANDBOX_AUTH_PORT', 8081, 0, 65535, problems);
  if (apiPort !== 0 && apiPort === authPort) {
    problems.push('SANDBOX_API_PORT and SANDBOX_AUTH_PORT must differ.');
  }
  const tokenTtl = readInteger(env, 'SANDBOX_TOKEN_TTL', 300, 1, 86_400, problems);
  const rateLimit = readInteger(env, 'SANDBOX_RATE_LIMIT', 1200, 1, 1_000_000, problems);
  const scaleRaw = env['SANDBOX_SCALE']?.trim();
  const scale =
    scaleRaw === undefined || scaleRaw === ''
      ? undefined
      : readInteger(env, 'SANDBOX_SCALE', 0, 1, 1_000_000, problems);
  const extraOrders = readInteger(env, 'SANDBOX_EXTRA_ORDERS', 0, 0, 100_000, problems);
  const demoPassword = env['SANDBOX_DEMO_PASSWORD'] ?? DEFAULT_DEMO_PASSWORD;
  if (demoPassword.length < 4) {
    problems.push('SANDBOX_DEMO_PASSWORD must have at least 4 characters.');
  }
  const dataDirRaw = env['SANDBOX_DATA_DIR']?.trim();
  const dataDir = path.resolve(
    repoRoot,
    dataDirRaw === undefined || dataDirRaw === '' ? '.sandbox-data' : dataDirRaw,
  );
  const appOrigins = readOrigins(env, problems);
  const shapes = readShapes(env, problems);
  const shapesSeed = readInteger(
    env,
    'SANDBOX_SHAPES_SEED',
    DEFAULT_SHAPES_SEED,
    0,
    4_294_967_295,
    problems,
  );
  const faults = parseFaults(env['SANDBOX_FAULTS'], problems);
  const corsHeaders = readCorsHeaders(env, problems);
  if (problems.length > 0) throw new SettingsError(problems);
  return {
    host: '127.0.0.1',
    apiPort,
    authPort,
    dataDir,
    demoPassword,
    tokenTtl,
    appOrigins,
    scale,
    rateLimit,
    shapes,
    shapesSeed,
    faults,
    extraOrders,
    corsHeaders,
  };
}
