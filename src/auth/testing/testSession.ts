import { User, type UserManager } from 'oidc-client-ts';
import { AuthController } from '../authController';
import { CALLBACK_PATH } from '../authTypes';

export interface TestOrganization {
  id: string;
  name: string;
}

const AN_HOUR = 3600;

function testUser(name: string, organizations: readonly TestOrganization[]): User {
  return new User({
    access_token: 'test-access-token',
    id_token: 'test-id-token',
    token_type: 'Bearer',
    scope: 'openid profile organization:*',
    expires_at: Math.floor(Date.now() / 1000) + AN_HOUR,
    profile: {
      sub: 'test-user',
      iss: 'https://id.test/realms/sandbox',
      aud: 'web',
      exp: 0,
      iat: 0,
      name,
      // Keycloak's claim: alias → { id, name }.
      organization: Object.fromEntries(organizations.map((org) => [org.id, { ...org }])),
    },
  });
}

/**
 * A real `AuthController` for component and page tests, with oidc-client-ts replaced by a
 * `UserManager` that answers the sign-in callback with a user of these organisations (a test double
 * of a large class: it has just the method the controller calls here). Without organisations it
 * stays a visitor. `ready` resolves once the session is what the test asked for; with one
 * organisation it is chosen, as the app does.
 */
export function testSession(
  organizations: readonly TestOrganization[],
  userName = 'Test User',
): { controller: AuthController; ready: Promise<void> } {
  const signedIn = organizations.length > 0;
  const manager = {
    signinRedirectCallback: () => Promise.resolve(testUser(userName, organizations)),
  };
  const storage = new Map<string, string>();
  const controller = new AuthController(
    {
      authority: 'https://id.test/realms/sandbox',
      clientId: 'web',
      scope: 'openid profile organization:*',
      resource: undefined,
      organizationClaim: 'organization',
    },
    {
      location: {
        origin: 'https://app.test',
        pathname: signedIn ? CALLBACK_PATH : '/',
        search: '',
        hash: '',
      },
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => storage.set(key, value),
        removeItem: (key) => storage.delete(key),
      },
      loadOidc: () =>
        Promise.resolve({
          createUserManager: () => manager as unknown as UserManager,
          readSigninError: () => null,
        }),
      now: () => Date.now(),
      language: () => 'en',
      sleep: () => Promise.resolve(),
    },
  );
  const ready = signedIn ? controller.handleCallback().then(() => undefined) : Promise.resolve();
  return { controller, ready };
}
