import type { User, UserManager } from 'oidc-client-ts';
import type { Credentials } from '../lib/http';
import { parseOrganizations, userNameFrom } from './organizations';
import { MIN_REMAINING_SECONDS, renewalDelayMs } from './renewalSchedule';
import { currentPath, safeReturnTo } from './returnTo';
import type { Organization, SessionStatus } from './types';

export const CALLBACK_PATH = '/auth/callback';
/**
 * A marker (the value "1", never a token) in sessionStorage that says "this tab had a session".
 * After a reload it makes the app ask the provider with `prompt=none` to restore the session.
 */
const RESUME_KEY = 'auth:resume';

export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  resource: string | undefined;
  organizationClaim: string;
}

export interface AuthSnapshot {
  status: SessionStatus;
  user: { name: string } | null;
  organizations: readonly Organization[];
  organization: Organization | null;
  /** The last renewal failed: the user is asked to sign in again. */
  expired: boolean;
}

export interface AuthEnvironment {
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  loadOidc: () => Promise<typeof import('./oidcClient')>;
  now: () => number;
  /** The UI language, passed to the provider as `ui_locales` for its login page. */
  language: () => string;
}

interface SignInState {
  returnTo: string;
  resume?: boolean;
}

/** Thrown by the callback when the provider did not sign the user in. */
export class SignInCallbackError extends Error {
  override readonly name = 'SignInCallbackError';
  constructor(
    readonly returnTo: string,
    readonly code: string | null,
  ) {
    super(code ?? 'sign-in failed');
  }
}

const ANONYMOUS: AuthSnapshot = {
  status: 'anonymous',
  user: null,
  organizations: [],
  organization: null,
  expired: false,
};

function readSignInState(value: unknown): SignInState | null {
  if (typeof value !== 'object' || value === null || !('returnTo' in value)) return null;
  const { returnTo } = value;
  const resume = 'resume' in value && value.resume === true;
  return typeof returnTo === 'string' ? { returnTo, resume } : null;
}

/**
 * The session outside React: sign-in, the callback, renewal (one at a time, before expiry),
 * organisation choice and sign-out. React reads it through `useSyncExternalStore`.
 */
export class AuthController {
  private snapshot: AuthSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly organizationDataListeners = new Set<() => void>();
  private manager: Promise<UserManager> | null = null;
  private oidc: Promise<typeof import('./oidcClient')> | null = null;
  private user: User | null = null;
  private lifetimeSeconds = 0;
  private renewal: Promise<boolean> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private callback: Promise<string> | null = null;

  constructor(
    private readonly config: AuthConfig,
    private readonly env: AuthEnvironment,
  ) {
    if (env.location.pathname === CALLBACK_PATH) {
      this.snapshot = { ...ANONYMOUS, status: 'loading' };
    } else if (this.hasResumeMarker()) {
      this.snapshot = { ...ANONYMOUS, status: 'loading' };
      void this.resume();
    } else {
      this.snapshot = ANONYMOUS;
    }
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.snapshot;

  /** Called when switching organisation or signing out: cached organisation data must go. */
  readonly onOrganizationDataInvalidated = (listener: () => void): (() => void) => {
    this.organizationDataListeners.add(listener);
    return () => this.organizationDataListeners.delete(listener);
  };

  readonly signIn = async (returnTo?: string): Promise<void> => {
    const target = safeReturnTo(
      returnTo ?? currentPath(this.env.location),
      this.env.location.origin,
      CALLBACK_PATH,
    );
    const manager = await this.userManager();
    const state: SignInState = { returnTo: target };
    await manager.signinRedirect({ state, ui_locales: this.env.language() });
  };

  readonly signOut = async (): Promise<void> => {
    const user = this.user;
    this.forgetUser();
    this.setSnapshot({ ...ANONYMOUS, status: user ? 'loading' : 'anonymous' });
    this.emitOrganizationDataInvalidated();
    if (!user) return;
    const manager = await this.userManager();
    try {
      await manager.signoutRedirect({ id_token_hint: user.id_token });
    } catch {
      // The provider could not be reached: the local session is gone all the same.
      this.setSnapshot(ANONYMOUS);
    }
  };

  readonly chooseOrganization = (id: string): void => {
    const next = this.snapshot.organizations.find((organization) => organization.id === id);
    if (!next || next.id === this.snapshot.organization?.id) return;
    const hadOne = this.snapshot.organization !== null;
    this.setSnapshot({ ...this.snapshot, organization: next });
    if (hadOne) this.emitOrganizationDataInvalidated();
  };

  /** Completes the redirect back from the provider, once per page load; resolves to returnTo. */
  readonly handleCallback = (): Promise<string> => {
    this.callback ??= this.completeCallback();
    return this.callback;
  };

  /** A fresh access token and the chosen organisation, or null (signed out, no organisation). */
  readonly getCredentials = async (): Promise<Credentials | null> => {
    if (!this.user || !this.snapshot.organization) return null;
    if (this.secondsLeft(this.user) < MIN_REMAINING_SECONDS && !(await this.renew())) return null;
    return this.currentCredentials();
  };

  /** Renews the tokens with the refresh token; concurrent callers share one renewal. */
  readonly renew = (): Promise<boolean> => {
    if (!this.user) return Promise.resolve(false);
    this.renewal ??= this.renewNow().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  };

  private currentCredentials(): Credentials | null {
    const organization = this.snapshot.organization;
    if (!this.user || !organization) return null;
    return { accessToken: this.user.access_token, organizationId: organization.id };
  }

  dispose(): void {
    clearTimeout(this.renewTimer);
  }

  private async renewNow(): Promise<boolean> {
    try {
      const manager = await this.userManager();
      const user = await manager.signinSilent(
        this.config.resource === undefined ? {} : { resource: this.config.resource },
      );
      if (!user) throw new Error('no user after renewal');
      this.acceptUser(user);
      return true;
    } catch {
      this.forgetUser();
      this.setSnapshot({ ...ANONYMOUS, expired: true });
      return false;
    }
  }

  private async resume(): Promise<void> {
    try {
      const manager = await this.userManager();
      const state: SignInState = { returnTo: currentPath(this.env.location), resume: true };
      await manager.signinRedirect({ state, prompt: 'none' });
    } catch {
      this.env.storage.removeItem(RESUME_KEY);
      this.setSnapshot(ANONYMOUS);
    }
  }

  private async completeCallback(): Promise<string> {
    const oidc = await this.oidcModule();
    const manager = await this.userManager();
    try {
      const user = await manager.signinRedirectCallback();
      this.acceptUser(user);
      this.env.storage.setItem(RESUME_KEY, '1');
      return this.returnToFrom(user.state);
    } catch (error) {
      this.env.storage.removeItem(RESUME_KEY);
      this.forgetUser();
      this.setSnapshot(ANONYMOUS);
      const failure = oidc.readSigninError(error);
      const state = readSignInState(failure?.state);
      const returnTo = this.returnToFrom(state);
      // A session restore that the provider answered with "sign in first": simply a visitor.
      if (state?.resume) return returnTo;
      throw new SignInCallbackError(returnTo, failure?.code ?? null);
    }
  }

  private returnToFrom(state: unknown): string {
    return safeReturnTo(readSignInState(state)?.returnTo, this.env.location.origin, CALLBACK_PATH);
  }

  private acceptUser(user: User): void {
    this.user = user;
    this.lifetimeSeconds = this.secondsLeft(user);
    const organizations = parseOrganizations(user.profile[this.config.organizationClaim]);
    const previous = this.snapshot.organization;
    const organization =
      organizations.length === 1
        ? (organizations[0] ?? null)
        : (organizations.find((candidate) => candidate.id === previous?.id) ?? null);
    this.setSnapshot({
      status: 'signed-in',
      user: { name: userNameFrom(user.profile) },
      organizations,
      organization,
      expired: false,
    });
    this.scheduleRenewal();
  }

  private scheduleRenewal(): void {
    clearTimeout(this.renewTimer);
    if (!this.user?.expires_at) return;
    const delay = renewalDelayMs(this.secondsLeft(this.user), this.lifetimeSeconds);
    this.renewTimer = setTimeout(() => void this.renew(), delay);
  }

  private secondsLeft(user: User): number {
    return user.expires_at === undefined
      ? Number.POSITIVE_INFINITY
      : user.expires_at - this.env.now() / 1000;
  }

  private forgetUser(): void {
    clearTimeout(this.renewTimer);
    this.user = null;
    this.env.storage.removeItem(RESUME_KEY);
  }

  private hasResumeMarker(): boolean {
    try {
      return this.env.storage.getItem(RESUME_KEY) === '1';
    } catch {
      return false;
    }
  }

  private oidcModule(): Promise<typeof import('./oidcClient')> {
    this.oidc ??= this.env.loadOidc();
    return this.oidc;
  }

  private userManager(): Promise<UserManager> {
    this.manager ??= this.oidcModule().then((oidc) =>
      oidc.createUserManager({
        authority: this.config.authority,
        clientId: this.config.clientId,
        scope: this.config.scope,
        resource: this.config.resource,
        origin: this.env.location.origin,
        callbackPath: CALLBACK_PATH,
      }),
    );
    return this.manager;
  }

  private setSnapshot(next: AuthSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private emitOrganizationDataInvalidated(): void {
    for (const listener of this.organizationDataListeners) listener();
  }
}

/** The controller for the browser: window location, sessionStorage, lazy oidc-client-ts. */
export function createAuthController(config: AuthConfig): AuthController {
  return new AuthController(config, {
    location: globalThis.location,
    storage: globalThis.sessionStorage,
    loadOidc: () => import('./oidcClient'),
    now: () => Date.now(),
    language: () => globalThis.document.documentElement.lang || 'en',
  });
}
