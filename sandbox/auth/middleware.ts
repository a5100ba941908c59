/**
 * `requireUser` (bearer token → `c.var.user`) and `requireOwner` (`X-auth-owner` checked against
 * the token → `c.var.owner`), answering with problem responses (docs/platform-contract.md 2.2,
 * 2.3).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { problem } from '../http/problem.ts';
import { TokenError, type TokenVerifier } from './verify.ts';

export interface AuthMiddlewares {
  requireUser: MiddlewareHandler<AppEnv>;
  requireOwner: MiddlewareHandler<AppEnv>;
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

/**
 * Every answer behind `requireUser` (data, refusals and errors alike) depends on the caller: no
 * shared cache may keep it, and a private cache must key it by the token and the organisation.
 * `no-store`, unless the route asked for `private, no-cache` (the order list's ETag, 0102): the
 * browser then asks again every time, and the server answers 304 only when the caller's own answer
 * has that tag, so such an answer varies by organisation but outlives a renewed token.
 */
function markPrivate(headers: Headers): void {
  // A route that lets the browser keep its answer and ask again with its validator keeps that.
  const revalidated = /^private, no-cache$/.test(headers.get('Cache-Control') ?? '');
  if (!revalidated) headers.set('Cache-Control', 'no-store');
  const vary = headers.get('Vary');
  const names = new Set(
    (vary ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
  if (!revalidated) names.add('Authorization');
  names.add('X-auth-owner');
  headers.set('Vary', [...names].join(', '));
}

export interface AuthOptions {
  /**
   * `X-auth-owner` may name an organisation by its alias too: what a client sends when the token's
   * claim carries no id (a plain string, `SANDBOX_SHAPES=polyglot`).
   */
  ownerByAlias?: boolean;
}

export function createAuthMiddlewares(
  verifier: TokenVerifier,
  options: AuthOptions = {},
): AuthMiddlewares {
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
    const early = await authenticate(c, next);
    markPrivate((early ?? c.res).headers);
    return early;
  };

  const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
    const header = c.req.header('Authorization');
    if (header === undefined || header.trim() === '') {
      return problem(c, {
        status: 401,
        code: 'TOKEN_MISSING',
        title: 'Sign-in required',
        detail: 'Send an access token in the Authorization header (Bearer).',
        headers: { 'WWW-Authenticate': 'Bearer realm="sandbox"' },
      });
    }
    const token = BEARER.exec(header)?.[1];
    try {
      if (token === undefined) throw new TokenError('TOKEN_INVALID', 'Malformed Authorization.');
      c.set('user', await verifier.verify(token));
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      const expired = error.code === 'TOKEN_EXPIRED';
      return problem(c, {
        status: 401,
        code: error.code,
        title: expired ? 'Access token expired' : 'Access token invalid',
        detail: error.reason,
        headers: {
          'WWW-Authenticate': `Bearer realm="sandbox", error="invalid_token", error_description="${
            expired ? 'The access token expired' : 'The access token is invalid'
          }"`,
        },
      });
    }
    await next();
    return undefined;
  };

  const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
    const ownerId = c.req.header('X-auth-owner')?.trim() ?? '';
    if (ownerId === '') {
      return problem(c, {
        status: 400,
        code: 'OWNER_REQUIRED',
        title: 'Organisation required',
        detail: 'Name the organisation you act for in the X-auth-owner header.',
      });
    }
    const organizations = c.var.user.organizations;
    const owner =
      organizations.get(ownerId) ??
      (options.ownerByAlias === true
        ? [...organizations.values()].find((org) => org.alias === ownerId)
        : undefined);
    if (owner === undefined) {
      return problem(c, {
        status: 403,
        code: 'OWNER_NOT_IN_TOKEN',
        title: 'Organisation not in token',
        detail: 'The organisation in X-auth-owner is not one of the organisations of your token.',
      });
    }
    c.set('owner', owner);
    await next();
    return undefined;
  };

  return { requireUser, requireOwner };
}
