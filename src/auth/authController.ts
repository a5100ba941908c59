import type { User, UserManager } from 'oidc-client-ts';
import type { Credentials } from '../lib/http';
import { rememberOrganization, withRememberedOrganization } from './organizationMemory';
import { sessionProfileOf } from './organizations';
import { MIN_REMAINING_SECONDS, renewalDelayMs } from './renewalSchedule';
import { currentPath, safeReturnTo } from './returnTo';
import {
  initialState,
  transition,
  type SessionEffect,
  type RenewalPhase,
  type SessionEvent,
  type SessionProfile,
  type SessionState,
} from './sessionMachine';
import {
  CALLBACK_PATH,
  readSignInState,
  RESUME_KEY,
  SIGNED_OUT_MESSAGE,
  SignInCallbackError,
  snapshotOf,
  type AuthConfig,
  type AuthEnvironment,
  type AuthSnapshot,
  type SessionChannel,
  type SignInState,
} from './authTypes';

/**
 * The session outside React: the oidc-client-ts wiring around the pure state machine in
 * `sessionMachine.ts` (sign-in, callback, renewal with one retry, organisation choice, sign-out,
 * sign-out in another tab). React reads it through `useSyncExternalStore`.
 */
export class AuthController {
  private state: SessionState<User>;
  private snapshot: AuthSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly organizationDataListeners = new Set<() => void>();
  private manager: Promise<UserManager> | null = null;
  private oidc: Promise<typeof import('./oidcClient')> | null = null;
  private renewal: Promise<boolean> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelayMs = 0;
  private callback: Promise<string> | null = null;
  private readonly channel: SessionChannel | null;

  constructor(
    private readonly config: AuthConfig,
    private readonly env: AuthEnvironment,
  ) {
    this.channel = env.channel ?? null;
    this.channel?.addEventListener('message', (event) => {
      if (event.data === SIGNED_OUT_MESSAGE) this.dispatch({ type: 'SIGNED_OUT_ELSEWHERE' });
    });
    const resuming = env.location.pathname !== CALLBACK_PATH && this.hasResumeMarker();
    const loading = env.location.pathname === CALLBACK_PATH || resuming;
    this.state = initialState(loading ? 'loading' : 'anonymous');
    this.snapshot = snapshotOf(this.state);
    if (resuming) void this.resume();
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
    const user = this.state.status === 'signed-in' ? this.state.tokens : null;
    // Synchronously first: whatever is in flight afterwards belongs to an ended session.
    this.dispatch({ type: 'SIGN_OUT', redirecting: user !== null });
    this.channel?.postMessage(SIGNED_OUT_MESSAGE);
    if (!user) return;
    try {
      const manager = await this.userManager();
      await manager.signoutRedirect({ id_token_hint: user.id_token });
    } catch {
      // The provider could not be reached: the local session is gone all the same.
      this.dispatch({ type: 'SIGN_OUT_REDIRECT_FAILED' });
    }
  };

  readonly chooseOrganization = (id: string): void => {
    this.dispatch({ type: 'ORGANIZATION_CHOSEN', id });
    const state = this.state;
    if (state.status === 'signed-in' && state.organization?.id === id) {
      rememberOrganization(this.env.memory, state.tokens.profile.sub, id);
    }
  };

  /** Completes the redirect back from the provider, once per page load; resolves to returnTo. */
  readonly handleCallback = (): Promise<string> => {
    this.callback ??= this.completeCallback();
    return this.callback;
  };

  /** A fresh access token and the chosen organisation, or null (signed out, no organisation). */
  readonly getCredentials = async (): Promise<Credentials | null> => {
    if (this.state.status !== 'signed-in' || !this.state.organization) return null;
    if (this.secondsLeft(this.state.tokens) < MIN_REMAINING_SECONDS && !(await this.renew())) {
      return null;
    }
    return this.currentCredentials();
  };

  /** Renews the tokens with the refresh token; concurrent callers share one renewal. */
  readonly renew = (): Promise<boolean> => {
    if (this.state.status !== 'signed-in') return Promise.resolve(false);
    this.renewal ??= this.renewNow(this.state.generation).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  };

  private currentCredentials(): Credentials | null {
    const state = this.state;
    if (state.status !== 'signed-in' || !state.organization) return null;
    return { accessToken: state.tokens.access_token, organizationId: state.organization.id };
  }

  dispose(): void {
    clearTimeout(this.renewTimer);
    this.channel?.close();
  }

  /** One renewal: the first attempt and, after a failure, one retry after a back-off. */
  private async renewNow(generation: number): Promise<boolean> {
    for (;;) {
      if (!this.isCurrent(generation)) return false;
      this.dispatch({ type: 'RENEWAL_STARTED', generation });
      try {
        const manager = await this.userManager();
        const user = await manager.signinSilent(
          this.config.resource === undefined ? {} : { resource: this.config.resource },
        );
        if (!user) throw new Error('no user after renewal');
        const profile = await this.profileOf(user);
        this.dispatch({ type: 'RENEWED', generation, tokens: user, profile });
      } catch {
        this.dispatch({ type: 'RENEWAL_FAILED', generation });
        if (!this.isCurrent(generation, 'retry-wait')) return false;
        await this.env.sleep(this.retryDelayMs);
        continue;
      }
      return this.isCurrent(generation);
    }
  }

  /** Still signed in to the session of `generation` (and, if given, in that renewal phase). */
  private isCurrent(generation: number, phase?: RenewalPhase['phase']): boolean {
    const state = this.state;
    if (state.status !== 'signed-in' || state.generation !== generation) return false;
    return phase === undefined || state.renewal.phase === phase;
  }

  private async resume(): Promise<void> {
    try {
      const manager = await this.userManager();
      const state: SignInState = { returnTo: currentPath(this.env.location), resume: true };
      await manager.signinRedirect({ state, prompt: 'none' });
    } catch {
      this.dispatch({ type: 'SIGN_IN_FAILED' });
    }
  }

  private async completeCallback(): Promise<string> {
    const oidc = await this.oidcModule();
    const manager = await this.userManager();
    try {
      const user = await manager.signinRedirectCallback();
      this.dispatch({ type: 'SIGNED_IN', tokens: user, profile: await this.profileOf(user) });
      this.env.storage.setItem(RESUME_KEY, '1');
      return this.returnToFrom(user.state);
    } catch (error) {
      this.dispatch({ type: 'SIGN_IN_FAILED' });
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

  private profileOf(user: User): Promise<SessionProfile> {
    return sessionProfileOf(user, this.config.organizationClaim, () => this.userManager());
  }

  private dispatch(event: SessionEvent<User>): void {
    const { state, effects } = withRememberedOrganization(
      transition(this.state, event),
      this.env.memory,
    );
    const changed = state !== this.state;
    this.state = state;
    for (const effect of effects) this.perform(effect);
    if (changed) {
      this.snapshot = snapshotOf(state);
      for (const listener of this.listeners) listener();
    }
  }

  private perform(effect: SessionEffect): void {
    switch (effect.type) {
      case 'schedule-renewal':
        this.scheduleRenewal();
        break;
      case 'retry-renewal':
        this.retryDelayMs = effect.delayMs;
        break;
      case 'forget-session':
        clearTimeout(this.renewTimer);
        this.env.storage.removeItem(RESUME_KEY);
        break;
      case 'organization-data-invalidated':
        for (const listener of this.organizationDataListeners) listener();
        break;
    }
  }

  private scheduleRenewal(): void {
    clearTimeout(this.renewTimer);
    if (this.state.status !== 'signed-in' || this.state.tokens.expires_at === undefined) return;
    // Called when tokens arrive, so what is left now is their lifetime.
    const left = this.secondsLeft(this.state.tokens);
    const delay = renewalDelayMs(left, left);
    this.renewTimer = setTimeout(() => void this.renew(), delay);
  }

  private secondsLeft(user: User): number {
    return user.expires_at === undefined
      ? Number.POSITIVE_INFINITY
      : user.expires_at - this.env.now() / 1000;
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
}
