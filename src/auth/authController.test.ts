/**
 * The controller's wiring with a scripted UserManager (oidc-client-ts itself is not under test):
 * sign-out during a renewal, the renewal's retry, sign-out in another tab.
 */
import type { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthController } from './authController';
import { SESSION_CHANNEL, type AuthEnvironment } from './authTypes';
import { fakeUser, testEnvironment } from './testing/testSession';

const NOW = 1_800_000_000_000;

const user = (token: string): User =>
  fakeUser({
    accessToken: token,
    name: 'Kari',
    sub: 'u1',
    issuer: 'https://id.example',
    scope: 'openid',
    expiresAt: NOW / 1000 + 300,
    organizations: [{ alias: 'north', id: 'org-1', name: 'North AS' }],
  });

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A UserManager whose silent renewals are answered by the test. */
function scriptedManager() {
  const renewals: Deferred<User | null>[] = [];
  const manager = {
    signinRedirectCallback: vi.fn(() => Promise.resolve(user('first'))),
    signinSilent: vi.fn(() => {
      const next = deferred<User | null>();
      renewals.push(next);
      return next.promise;
    }),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    signinRedirect: vi.fn(() => Promise.resolve()),
  };
  return { manager, renewals };
}

const controllers: AuthController[] = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

async function signedInController(overrides: Partial<AuthEnvironment> = {}) {
  const { manager, renewals } = scriptedManager();
  const storage = new Map<string, string>();
  const sleep = vi.fn(() => Promise.resolve());
  const controller = new AuthController(
    {
      authority: 'https://id.example',
      clientId: 'web',
      scope: 'openid',
      resource: undefined,
      organizationClaim: 'organization',
    },
    {
      ...testEnvironment(
        manager,
        { origin: 'https://app.example', pathname: '/auth/callback', search: '', hash: '' },
        storage,
      ),
      now: () => NOW,
      language: () => 'en',
      sleep,
      ...overrides,
    },
  );
  controllers.push(controller);
  await controller.handleCallback();
  expect(controller.getSnapshot().status).toBe('signed-in');
  return { controller, manager, renewals, sleep, storage };
}

describe('AuthController', () => {
  it('stays signed out when a renewal in flight finishes after sign-out', async () => {
    const { controller, renewals } = await signedInController();
    const invalidated = vi.fn();
    controller.onOrganizationDataInvalidated(invalidated);

    const renewal = controller.renew();
    await vi.waitFor(() => expect(renewals).toHaveLength(1));
    await controller.signOut();
    renewals[0]?.resolve(user('late'));

    expect(await renewal).toBe(false);
    expect(controller.getSnapshot().status).not.toBe('signed-in');
    expect(controller.getSnapshot().user).toBeNull();
    expect(await controller.getCredentials()).toBeNull();
    expect(invalidated).toHaveBeenCalledTimes(1);
  });

  it('retries a failed renewal once after a back-off before giving up', async () => {
    const { controller, renewals, sleep } = await signedInController();
    const renewal = controller.renew();
    await vi.waitFor(() => expect(renewals).toHaveLength(1));
    renewals[0]?.reject(new Error('network'));
    await vi.waitFor(() => expect(renewals).toHaveLength(2));
    expect(sleep).toHaveBeenCalledWith(2000);
    renewals[1]?.resolve(user('second'));

    expect(await renewal).toBe(true);
    expect(await controller.getCredentials()).toEqual({
      accessToken: 'second',
      organizationId: 'org-1',
    });
  });

  it('ends the session as expired when the retry fails too', async () => {
    const { controller, renewals } = await signedInController();
    const renewal = controller.renew();
    await vi.waitFor(() => expect(renewals).toHaveLength(1));
    renewals[0]?.reject(new Error('network'));
    await vi.waitFor(() => expect(renewals).toHaveLength(2));
    renewals[1]?.reject(new Error('invalid_grant'));

    expect(await renewal).toBe(false);
    expect(controller.getSnapshot()).toMatchObject({ status: 'anonymous', expired: true });
  });

  it('does not retry after the user signed out during the back-off', async () => {
    const wait = deferred<undefined>();
    const { controller, renewals } = await signedInController({ sleep: () => wait.promise });
    const renewal = controller.renew();
    await vi.waitFor(() => expect(renewals).toHaveLength(1));
    renewals[0]?.reject(new Error('network'));
    await controller.signOut();
    wait.resolve(undefined);

    expect(await renewal).toBe(false);
    expect(renewals).toHaveLength(1);
    expect(controller.getSnapshot()).toMatchObject({ expired: false });
  });

  it('signs out when another tab of the app signs out', async () => {
    const here = await signedInController({ channel: new BroadcastChannel(SESSION_CHANNEL) });
    const there = await signedInController({ channel: new BroadcastChannel(SESSION_CHANNEL) });
    await there.controller.signOut();
    await vi.waitFor(() => expect(here.controller.getSnapshot().status).toBe('anonymous'));
    expect(await here.controller.getCredentials()).toBeNull();
  });
});
