import { User, type UserManager } from 'oidc-client-ts';
import { AuthController } from '../authController';
import { CALLBACK_PATH, type AuthEnvironment } from '../authTypes';

export interface TestOrganization {
  id: string;
  name: string;
  /** The claim's key (Keycloak's alias); the id when absent. */
  alias?: string;
  /** The organisation's attributes in its claim entry (`{ orderRoles: ['customer'] }`). */
  attributes?: Record<string, unknown>;
}

const AN_HOUR = 3600;

/** What a fake user differs in; everything else is a plain signed-in Keycloak user. */
export interface FakeUser {
  accessToken: string;
  name: string;
  sub: string;
  issuer: string;
  scope: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** The `organization` claim as Keycloak writes it: alias (the id when none) → `{ id, name }`. */
  organizations: readonly TestOrganization[];
}

/** An oidc-client-ts `User` as the provider's callback would give it. */
export function fakeUser(user: FakeUser): User {
  return new User({
    access_token: user.accessToken,
    id_token: `id-${user.accessToken}`,
    token_type: 'Bearer',
    scope: user.scope,
    expires_at: user.expiresAt,
    profile: {
      sub: user.sub,
      iss: user.issuer,
      aud: 'web',
      exp: 0,
      iat: 0,
      name: user.name,
      organization: Object.fromEntries(
        user.organizations.map(({ alias, id, name, attributes }) => [
          alias ?? id,
          { ...attributes, id, name },
        ]),
      ),
    },
  });
}

const testUser = (name: string, organizations: readonly TestOrganization[]): User =>
  fakeUser({
    accessToken: 'test-access-token',
    name,
    sub: 'test-user',
    issuer: 'https://id.test/realms/sandbox',
    scope: 'openid profile organization:*',
    expiresAt: Math.floor(Date.now() / 1000) + AN_HOUR,
    organizations,
  });

/**
 * The browser around an `AuthController` in tests: storage in `storage`, and oidc-client-ts
 * replaced by `manager` (a test double of a large class: it has just the methods the controller
 * calls).
 */
export function testEnvironment(
  manager: object,
  location: AuthEnvironment['location'],
  storage = new Map<string, string>(),
): Pick<AuthEnvironment, 'location' | 'storage' | 'loadOidc'> {
  return {
    location,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => storage.set(key, value),
      removeItem: (key) => storage.delete(key),
    },
    loadOidc: () =>
      Promise.resolve({
        createUserManager: () => manager as UserManager,
        readSigninError: () => null,
      }),
  };
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
  const controller = new AuthController(
    {
      authority: 'https://id.test/realms/sandbox',
      clientId: 'web',
      scope: 'openid profile organization:*',
      resource: undefined,
      organizationClaim: 'organization',
    },
    {
      ...testEnvironment(manager, {
        origin: 'https://app.test',
        pathname: signedIn ? CALLBACK_PATH : '/',
        search: '',
        hash: '',
      }),
      now: () => Date.now(),
      language: () => 'en',
      sleep: () => Promise.resolve(),
    },
  );
  const ready = signedIn ? controller.handleCallback().then(() => undefined) : Promise.resolve();
  return { controller, ready };
}
