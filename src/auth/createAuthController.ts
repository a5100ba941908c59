import { AuthController } from './authController';
import { SESSION_CHANNEL, type AuthConfig } from './authTypes';
import { deviceStorage } from './organizationMemory';

/** The controller for the browser: window location, sessionStorage, lazy oidc-client-ts. */
export function createAuthController(config: AuthConfig): AuthController {
  return new AuthController(config, {
    location: globalThis.location,
    storage: globalThis.sessionStorage,
    loadOidc: () => import('./oidcClient'),
    now: () => Date.now(),
    language: () => globalThis.document.documentElement.lang || 'en',
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    channel:
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : undefined,
    memory: deviceStorage(),
  });
}
