/**
 * The sandbox's OpenID Connect provider (npm `oidc-provider`), configured to look like a Keycloak
 * realm: issuer `<authUrl>/realms/sandbox`, endpoints under `/protocol/openid-connect/`, JWT access
 * tokens for the API (resource indicators) carrying the Keycloak-style `organization` claim.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  errors,
  type Configuration,
  type Grant,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import {
  API_KEYS,
  APP_CLIENT_ID,
  findApiKey,
  findUserById,
  organizationClaim,
} from './accounts.ts';
import { userClaims, type ClaimUse } from './claim-shapes.ts';
import { memoryAdapterFactory } from './memory-store.ts';
import { renderLogoutPage, renderLogoutSuccessPage, renderErrorPage } from './pages.ts';
import { REALM_PATH, type ShapesMode } from '../config.ts';

export interface IdentityOptions {
  /** `http://127.0.0.1:<authPort>` */
  authOrigin: string;
  /** The API's base address: resource indicator and audience of access tokens. */
  apiBase: string;
  tokenTtl: number;
  appOrigins: readonly string[];
  /** Where the organisation claim sits and its form (sandbox/identity/claim-shapes.ts). */
  shapes?: ShapesMode;
}

/** Scopes of the app's sign-in request (`organization:*` as in Keycloak; `organization` too). */
const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'organization', 'organization:*'];
const CLAIMS = ['sub', 'name', 'preferred_username', 'organization'];
/** The resource server's scope; never declared in `scopes` (that caused consent loops). */
const API_SCOPE = 'api';

export const OIDC_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
};

async function signingKey(): Promise<Record<string, unknown>> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: `sandbox-${randomBytes(6).toString('hex')}`, use: 'sig', alg: 'RS256' };
}

function withoutTrailingSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

/** Grants the first-party app every scope it asks for, so no consent screen is shown. */
async function loadFirstPartyGrant(
  ctx: KoaContextWithOIDC,
  apiBase: string,
): Promise<Grant | undefined> {
  const client = ctx.oidc.client;
  const session = ctx.oidc.session;
  if (client === undefined || session === undefined) return undefined;
  const { Grant } = ctx.oidc.provider;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId === undefined ? undefined : await Grant.find(grantId);
  if (client.clientId !== APP_CLIENT_ID) return existing;
  const accountId = session.accountId;
  if (accountId === undefined) return existing;
  const grant = existing ?? new Grant({ accountId, clientId: client.clientId });
  grant.addOIDCScope(OIDC_SCOPES.join(' '));
  grant.addOIDCClaims(CLAIMS);
  grant.addResourceScope(apiBase, API_SCOPE);
  await grant.save();
  return grant;
}

export async function createIdentityProvider(options: IdentityOptions): Promise<Provider> {
  const issuer = `${options.authOrigin}${REALM_PATH}`;
  const apiBase = options.apiBase;
  const ttl = options.tokenTtl;
  const origins = options.appOrigins;

  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: APP_CLIENT_ID,
        client_name: 'Circular services',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
      ...API_KEYS.map((key) => ({
        client_id: key.clientId,
        client_secret: key.clientSecret,
        client_name: key.organization.name,
        token_endpoint_auth_method: 'client_secret_post' as const,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      })),
    ],
    findAccount: (_ctx, sub) => {
      const user = findUserById(sub);
      if (user === undefined) return Promise.resolve(undefined);
      return Promise.resolve({
        accountId: user.id,
        claims: (use: string) => {
          const claimUse: ClaimUse = use === 'userinfo' ? 'userinfo' : 'id_token';
          return userClaims(user, claimUse, options.shapes ?? 'standard');
        },
      });
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      organization: ['organization'],
      'organization:*': ['organization'],
    },
    scopes: OIDC_SCOPES,
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [await signingKey()] },
    routes: OIDC_ROUTES,
    ttl: {
      AccessToken: ttl,
      ClientCredentials: ttl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 8 * 3600,
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${REALM_PATH}/interaction/${interaction.uid}` },
    // Refresh tokens for the app even without `offline_access`; they end with the session.
    issueRefreshToken: (_ctx, client) => Promise.resolve(client.clientId === APP_CLIENT_ID),
    rotateRefreshToken: true,
    loadExistingGrant: (ctx) => loadFirstPartyGrant(ctx, apiBase),
    extraTokenClaims: (_ctx, token) => {
      if (token.kind === 'ClientCredentials' && token.clientId !== undefined) {
        const key = findApiKey(token.clientId);
        if (key === undefined) return Promise.resolve(undefined);
        return Promise.resolve({
          name: key.organization.name,
          preferred_username: key.clientId,
          organization: organizationClaim([key.organization]),
        });
      }
      if (token.kind === 'AccessToken') {
        const user = findUserById(token.accountId);
        if (user === undefined) return Promise.resolve(undefined);
        return Promise.resolve({
          name: user.name,
          preferred_username: user.username,
          organization: organizationClaim(user.organizations),
        });
      }
      return Promise.resolve(undefined);
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out);
      return Promise.resolve();
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.set('Content-Security-Policy', pageSecurityPolicy(origins));
          ctx.body = renderLogoutPage(form);
          return Promise.resolve();
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = renderLogoutSuccessPage();
          return Promise.resolve();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => Promise.resolve(apiBase),
        useGrantedResource: () => Promise.resolve(true),
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (withoutTrailingSlash(resourceIndicator) !== apiBase) {
            return Promise.reject(
              new errors.InvalidTarget('resource indicator is not the sandbox API'),
            );
          }
          return Promise.resolve({
            scope: API_SCOPE,
            audience: apiBase,
            accessTokenTTL: ttl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          });
        },
      },
    },
  };

  return new Provider(issuer, configuration);
}

/**
 * CSP of the provider's own HTML pages: scripts and styles from the provider only, forms may
 * redirect back to the app, and the app's origins may frame them (silent sign-in in an iframe).
 */
export function pageSecurityPolicy(appOrigins: readonly string[]): string {
  const origins = appOrigins.join(' ');
  return [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    `form-action 'self' ${origins}`,
    `frame-ancestors 'self' ${origins}`,
    "base-uri 'none'",
  ].join('; ');
}
