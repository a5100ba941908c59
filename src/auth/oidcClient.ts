/**
 * The only module that imports oidc-client-ts at runtime. The auth controller loads it with a
 * dynamic import, so visitors who never sign in don't download it on their first page.
 */
import {
  ErrorResponse,
  InMemoryWebStorage,
  UserManager,
  WebStorageStateStore,
  type User,
} from 'oidc-client-ts';

export interface OidcSettings {
  authority: string;
  clientId: string;
  scope: string;
  resource: string | undefined;
  /** The app's origin; the callback and post-logout addresses are built from it. */
  origin: string;
  callbackPath: string;
}

export function createUserManager(settings: OidcSettings): UserManager {
  return new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: `${settings.origin}${settings.callbackPath}`,
    post_logout_redirect_uri: `${settings.origin}/`,
    response_type: 'code',
    scope: settings.scope,
    ...(settings.resource === undefined ? {} : { resource: settings.resource }),
    // Tokens live in memory only; the short-lived sign-in state (PKCE verifier) must survive the
    // redirect, so it stays in sessionStorage (removed again by the callback).
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: globalThis.sessionStorage }),
    // Renewal is scheduled by the auth controller (one at a time, margin scaled to the lifetime).
    automaticSilentRenew: false,
    // The sandbox's userinfo rejects API-audience tokens: name and organisations come from the ID token.
    loadUserInfo: false,
    // Session monitoring needs an iframe to the provider; the CSP allows no frames.
    monitorSession: false,
  });
}

/** The provider's error code and our state from a failed sign-in callback, if it was one. */
export function readSigninError(error: unknown): { code: string | null; state: unknown } | null {
  if (error instanceof ErrorResponse) return { code: error.error, state: error.state };
  return null;
}

export type { User, UserManager };
