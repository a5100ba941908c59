/**
 * A userinfo endpoint that takes the app's access token, as Keycloak's does. oidc-provider's own
 * refuses a token whose audience is the API (resource indicators), so with
 * `SANDBOX_SHAPES=polyglot`, where one user's organisation claim is only in the userinfo answer
 * (sandbox/identity/claim-shapes.ts), this handler answers at the discovery document's address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShapesMode } from '../config.ts';
import { findUserById } from './accounts.ts';
import { userClaims } from './claim-shapes.ts';

export interface UserinfoOptions {
  /** Verifies an access token (signature, issuer, audience, expiry); its subject. */
  verify: (token: string) => Promise<{ subject: string }>;
  appOrigins: readonly string[];
  shapes: ShapesMode;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

function corsHeaders(req: IncomingMessage, origins: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (origin === undefined || !origins.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'WWW-Authenticate',
    Vary: 'Origin',
  };
}

function refuse(res: ServerResponse, cors: Record<string, string>, description: string): void {
  res.writeHead(401, {
    ...cors,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'WWW-Authenticate': `Bearer realm="sandbox", error="invalid_token", error_description="${description}"`,
  });
  res.end(JSON.stringify({ error: 'invalid_token', error_description: description }));
}

export function createUserinfoHandler(
  options: UserinfoOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const cors = corsHeaders(req, options.appOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { ...cors, Allow: 'GET, POST, OPTIONS' });
      res.end();
      return;
    }
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (token === undefined) {
      refuse(res, cors, 'An access token is required');
      return;
    }
    options.verify(token).then(
      ({ subject }) => {
        const user = findUserById(subject);
        if (user === undefined) {
          refuse(res, cors, 'The token names no user');
          return;
        }
        res.writeHead(200, {
          ...cors,
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
        });
        res.end(JSON.stringify(userClaims(user, 'userinfo', options.shapes)));
      },
      () => refuse(res, cors, 'The access token is invalid'),
    );
  };
}
