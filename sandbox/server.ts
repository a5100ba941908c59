/**
 * Composition of the sandbox: the API server (catalogue at `/orgadmin/v1`, orders at
 * `/services/v1`) and the identity provider, both in this process. Used by `sandbox/main.ts`, the
 * contract tests' global setup and the benchmark.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createAuthMiddlewares } from './auth/middleware.ts';
import { createTokenVerifier } from './auth/verify.ts';
import { createCatalogueRoutes } from './catalogue/routes.ts';
import { REALM_PATH, type CorsHeaders, type SandboxSettings } from './config.ts';
import { apiBodyLimit, closeUnreadBodies } from './http/body-limit.ts';
import type { AppEnv } from './http/env.ts';
import { shapesMiddleware } from './http/shapes.ts';
import { choicesFor, randomMiddleware } from './http/random.ts';
import { installProblemHandlers } from './http/errors.ts';
import { closeEachConnection, faultMiddleware } from './http/faultMiddleware.ts';
import { createIdentityHandler } from './identity/handler.ts';
import { createIdentityProvider } from './identity/provider.ts';
import { createUserinfoHandler } from './identity/userinfo.ts';
import { createOrderRoutes, createOrderStore } from './orders/index.ts';
import { lockDataDir, type DataDirLock } from './store/lock.ts';
import { buildCatalogue } from './store/seed/index.ts';
import type { CatalogueData } from './store/seed/types.ts';

export interface Sandbox {
  settings: SandboxSettings;
  /** The API's base address, e.g. `http://127.0.0.1:8080` (also the token audience/resource). */
  apiUrl: string;
  /** `<apiUrl>/orgadmin/v1` */
  catalogueUrl: string;
  /** `<apiUrl>/services/v1` */
  ordersUrl: string;
  /** The issuer, e.g. `http://127.0.0.1:8081/realms/sandbox`. */
  authUrl: string;
  catalogue: CatalogueData;
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** Reuse an already built catalogue (tests that start a second sandbox). */
  catalogue?: CatalogueData;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('server has no TCP address'));
        return;
      }
      resolve((address satisfies AddressInfo).port);
    });
  });
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

const starting: RequestListener = (_req, res) => {
  res.writeHead(503, { 'Content-Type': 'application/problem+json', 'Retry-After': '1' });
  res.end(
    JSON.stringify({
      type: 'https://sandbox.invalid/problems/starting',
      title: 'The sandbox is starting',
      status: 503,
      code: 'STARTING',
    }),
  );
};

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The request headers CORS allows (`SANDBOX_CORS_HEADERS`, or the `corsHeaders` choice of
 * `SANDBOX_SHAPES=random`): `spec` only those the spec names, as a gateway in front of the API
 * may; `all` also the app's extra headers (docs/connecting.md 3).
 */
const SPEC_CORS_HEADERS = ['Authorization', 'X-auth-owner', 'Content-Type', 'Accept-Language'];
export const CORS_HEADERS: Record<CorsHeaders, string[]> = {
  spec: SPEC_CORS_HEADERS,
  all: [
    ...SPEC_CORS_HEADERS,
    'Accept',
    'If-None-Match',
    // Order creation (docs/decisions/0080).
    'Idempotency-Key',
  ],
};
export const CORS_EXPOSE_HEADERS = [
  'Content-Range',
  'X-Total-Count',
  'ETag',
  'Retry-After',
  'Location',
  'WWW-Authenticate',
  // RFC 8288 paging (`SANDBOX_SHAPES=polyglot`).
  'Link',
];

export async function createSandbox(
  settings: SandboxSettings,
  options: SandboxOptions = {},
): Promise<Sandbox> {
  // First of all: one sandbox per data directory (throws DataDirLockedError).
  let lock: DataDirLock | undefined;
  if (settings.dataDir !== null) {
    await mkdir(path.dirname(settings.dataDir), { recursive: true });
    lock = lockDataDir(settings.dataDir);
  }
  const catalogue =
    options.catalogue ??
    buildCatalogue(settings.scale === undefined ? {} : { scale: settings.scale });

  // Both servers answer 503 until the whole sandbox is ready, so that waiting for discovery (or
  // any URL) means the API and the order store are ready too.
  let apiHandler: RequestListener = starting;
  let authHandler: RequestListener = starting;
  const apiServer = createServer(closeUnreadBodies((req, res) => apiHandler(req, res)));
  const authServer = createServer(closeUnreadBodies((req, res) => authHandler(req, res)));
  let store: Awaited<ReturnType<typeof createOrderStore>> | undefined;
  try {
    const apiPort = await listen(apiServer, settings.host, settings.apiPort);
    const authPort = await listen(authServer, settings.host, settings.authPort);
    const apiUrl = `http://${settings.host}:${apiPort}`;
    const authOrigin = `http://${settings.host}:${authPort}`;
    const authUrl = `${authOrigin}${REALM_PATH}`;

    const provider = await createIdentityProvider({
      authOrigin,
      apiBase: apiUrl,
      tokenTtl: settings.tokenTtl,
      appOrigins: settings.appOrigins,
      shapes: settings.shapes,
    });
    const verifier = createTokenVerifier({
      issuer: authUrl,
      audience: apiUrl,
      jwksUrl: `${authUrl}/protocol/openid-connect/certs`,
    });
    const polyglot = settings.shapes === 'polyglot';
    const identityHandler = createIdentityHandler({
      provider,
      demoPassword: settings.demoPassword,
      appOrigins: settings.appOrigins,
      ...(polyglot
        ? {
            userinfo: createUserinfoHandler({
              verify: (token) => verifier.verify(token),
              appOrigins: settings.appOrigins,
              shapes: settings.shapes,
            }),
          }
        : {}),
    });

    const { requireUser, requireOwner } = createAuthMiddlewares(verifier, {
      ownerByAlias: polyglot,
    });

    if (settings.dataDir !== null) await mkdir(settings.dataDir, { recursive: true });
    store = await createOrderStore({
      dataDir: settings.dataDir,
      catalogue,
      extraOrders: settings.extraOrders,
    });

    const app = new Hono<AppEnv>();
    installProblemHandlers(app);
    // Outermost: JSON answers of 1 kB and more gzip- or deflate-compressed when Accept-Encoding
    // allows it (`Vary: Accept-Encoding`; a strong ETag becomes weak), as a production server
    // in front of the platform would send them.
    app.use('*', compress());
    const corsHeaders =
      settings.shapes === 'random' && choicesFor(settings.shapesSeed).corsHeaders === 'spec'
        ? 'spec'
        : settings.corsHeaders;
    const corsMiddleware = cors({
      origin: settings.appOrigins,
      credentials: false,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: CORS_HEADERS[corsHeaders],
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: 600,
    });
    // Then: rewrites the finished answers (CORS headers included) into the chosen shapes.
    app.use(
      '*',
      settings.shapes === 'random'
        ? randomMiddleware({
            choices: choicesFor(settings.shapesSeed),
            replay: (request) => Promise.resolve(app.fetch(request)),
            cors: corsMiddleware,
          })
        : shapesMiddleware(settings.shapes),
    );
    if (settings.faults) app.use('*', closeEachConnection);
    app.use('*', corsMiddleware);
    app.use('*', apiBodyLimit());
    if (settings.faults) app.use('*', faultMiddleware(settings.faults));
    app.route(
      '/orgadmin/v1',
      createCatalogueRoutes({
        catalogue,
        rateLimit: settings.rateLimit,
        requireUser,
        requireOwner,
      }),
    );
    app.route('/services/v1', createOrderRoutes({ store, catalogue, requireUser, requireOwner }));
    const listener = getRequestListener(app.fetch);
    apiHandler = (req, res) => void listener(req, res);
    authHandler = identityHandler;

    const orderStore = store;
    return {
      settings,
      apiUrl,
      catalogueUrl: `${apiUrl}/orgadmin/v1`,
      ordersUrl: `${apiUrl}/services/v1`,
      authUrl,
      catalogue,
      async close() {
        await Promise.all([stop(apiServer), stop(authServer)]);
        await orderStore.close();
        lock?.release();
      },
    };
  } catch (error) {
    await Promise.all([stop(apiServer), stop(authServer)]);
    await store?.close();
    lock?.release();
    throw error;
  }
}
