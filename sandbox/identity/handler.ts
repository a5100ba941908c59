/**
 * The identity server's request handler: the provider mounted under `/realms/sandbox` (Keycloak
 * style), the sign-in interactions and the pages' static resources.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { REALM_PATH } from '../config.ts';
import { refuseOversizedBody } from '../http/body-limit.ts';
import { fixedWindowCounter } from '../http/fixed-window.ts';
import { handleInteraction } from './interactions.ts';
import { OIDC_ROUTES } from './provider.ts';
import { LOGOUT_JS, PAGES_CSS } from './pages.ts';

export interface IdentityHandlerOptions {
  provider: Provider;
  demoPassword: string;
  appOrigins: readonly string[];
  /** Requests per minute per IP address to the sign-in pages (default 120). */
  interactionRateLimit?: number;
  /** Answers the userinfo endpoint in place of the provider (sandbox/identity/userinfo.ts). */
  userinfo?: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Sign-in page requests (form and POSTs) per minute per IP address: slows password guessing. */
export const DEFAULT_INTERACTION_RATE_LIMIT = 120;

const RESOURCES: Record<string, { type: string; body: string }> = {
  'pages.css': { type: 'text/css; charset=utf-8', body: PAGES_CSS },
  'logout.js': { type: 'text/javascript; charset=utf-8', body: LOGOUT_JS },
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function createIdentityHandler(
  options: IdentityHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const providerCallback = options.provider.callback();
  const interactionPrefix = `${REALM_PATH}/interaction/`;
  const resourcePrefix = `${REALM_PATH}/resources/`;
  const interactionLimit = options.interactionRateLimit ?? DEFAULT_INTERACTION_RATE_LIMIT;
  const interactionWindow = fixedWindowCounter(interactionLimit);

  return (req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';

    // Every endpoint: a declared body over the limit is refused before it is read.
    if (refuseOversizedBody(req, res)) return;

    if (pathname.startsWith(interactionPrefix)) {
      const hit = interactionWindow.hit(req.socket.remoteAddress ?? 'unknown');
      if (hit.limited) {
        res.writeHead(429, {
          'Content-Type': 'application/json',
          'Retry-After': String(hit.retryAfterSeconds),
          'Cache-Control': 'no-store',
        });
        res.end(
          JSON.stringify({
            error: 'too_many_requests',
            error_description: `At most ${interactionLimit} sign-in requests per minute; retry after ${hit.retryAfterSeconds} s.`,
          }),
        );
        return;
      }
      handleInteraction(options, req, res, pathname.slice(interactionPrefix.length)).catch(
        (error: unknown) => {
          console.error('sandbox identity: interaction failed', error);
          if (!res.headersSent) sendJson(res, 500, { error: 'server_error' });
          else res.end();
        },
      );
      return;
    }

    if (pathname.startsWith(resourcePrefix)) {
      const resource = RESOURCES[pathname.slice(resourcePrefix.length)];
      if (resource === undefined) {
        sendJson(res, 404, { error: 'not_found' });
        return;
      }
      res.writeHead(200, {
        'Content-Type': resource.type,
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(resource.body);
      return;
    }

    if (options.userinfo !== undefined && pathname === `${REALM_PATH}${OIDC_ROUTES.userinfo}`) {
      options.userinfo(req, res);
      return;
    }

    if (pathname === REALM_PATH || pathname.startsWith(`${REALM_PATH}/`)) {
      // Mount the provider: it sees paths relative to the realm and builds its URLs from
      // `originalUrl`.
      Object.assign(req, { originalUrl: url, url: url.slice(REALM_PATH.length) || '/' });
      // Koa's request handler: it answers its own errors, so its promise never rejects.
      void providerCallback(req, res);
      return;
    }

    sendJson(res, 404, { error: 'not_found', error_description: `see ${REALM_PATH}` });
  };
}
