/**
 * The session as a pure state machine: states, events, transitions and the effects the wiring in
 * `authController.ts` carries out. No oidc-client-ts here: tokens are an opaque `T`.
 *
 * Every session has a `generation`. A renewal remembers the generation it started in; its result
 * is dropped when the generation changed meanwhile (signed out, signed out in another tab, signed
 * in anew). So sign-out wins every race with a renewal in flight (docs/decisions/0002).
 */
import type { Organization } from './organization';

export interface SessionProfile {
  name: string;
  /** The ID token's `sub`: who the user is, whatever their name. */
  subject?: string;
  organizations: readonly Organization[];
  /** The ID token named no organisation and asking userinfo for them failed. */
  organizationLookupFailed?: boolean;
}

export type RenewalPhase =
  | { phase: 'idle' }
  | { phase: 'running'; attempt: number }
  | { phase: 'retry-wait'; attempt: number };

export type SessionState<T> =
  | { status: 'anonymous'; generation: number; expired: boolean }
  /** Session restore or the sign-in callback is under way. */
  | { status: 'loading'; generation: number }
  /** Local session gone; the provider's sign-out page is being opened. */
  | { status: 'signing-out'; generation: number }
  | {
      status: 'signed-in';
      generation: number;
      tokens: T;
      profile: SessionProfile;
      organization: Organization | null;
      renewal: RenewalPhase;
    };

export type SessionEvent<T> =
  | { type: 'LOADING' }
  | { type: 'SIGNED_IN'; tokens: T; profile: SessionProfile }
  | { type: 'SIGN_IN_FAILED' }
  | { type: 'RENEWAL_STARTED'; generation: number }
  | { type: 'RENEWED'; generation: number; tokens: T; profile: SessionProfile }
  | { type: 'RENEWAL_FAILED'; generation: number }
  | { type: 'ORGANIZATION_CHOSEN'; id: string }
  /** The user signs out here; `redirecting` while the provider's sign-out page opens. */
  | { type: 'SIGN_OUT'; redirecting: boolean }
  /** The provider's sign-out page could not be opened: the local session is gone all the same. */
  | { type: 'SIGN_OUT_REDIRECT_FAILED' }
  /** Another tab of the app signed out (same provider session). */
  | { type: 'SIGNED_OUT_ELSEWHERE' };

export type SessionEffect =
  /** Tokens changed: plan the next renewal from their expiry. */
  | { type: 'schedule-renewal' }
  /** A renewal failed once: try again after `delayMs`. */
  | { type: 'retry-renewal'; delayMs: number }
  /** Drop tokens, timers and the resume marker. */
  | { type: 'forget-session' }
  /** Cached data of the organisation must go (switch or sign-out). */
  | { type: 'organization-data-invalidated' };

export interface Transition<T> {
  state: SessionState<T>;
  effects: SessionEffect[];
}

/** Attempts per renewal: the first, then one retry after `RENEWAL_RETRY_DELAY_MS`. */
export const RENEWAL_ATTEMPTS = 2;
export const RENEWAL_RETRY_DELAY_MS = 2000;

export function initialState<T>(status: 'anonymous' | 'loading'): SessionState<T> {
  return status === 'loading'
    ? { status: 'loading', generation: 0 }
    : { status: 'anonymous', generation: 0, expired: false };
}

function organizationAfter(
  profile: SessionProfile,
  previous: Organization | null,
): Organization | null {
  if (profile.organizations.length === 1) return profile.organizations[0] ?? null;
  return profile.organizations.find((candidate) => candidate.id === previous?.id) ?? null;
}

const unchanged = <T>(state: SessionState<T>): Transition<T> => ({ state, effects: [] });

function signedOut<T>(state: SessionState<T>, redirecting: boolean): Transition<T> {
  const generation = state.generation + 1;
  const effects: SessionEffect[] = [{ type: 'forget-session' }];
  if (state.status === 'signed-in') effects.push({ type: 'organization-data-invalidated' });
  return {
    state: redirecting
      ? { status: 'signing-out', generation }
      : { status: 'anonymous', generation, expired: false },
    effects,
  };
}

export function transition<T>(state: SessionState<T>, event: SessionEvent<T>): Transition<T> {
  switch (event.type) {
    case 'LOADING':
      return state.status === 'anonymous'
        ? { state: { status: 'loading', generation: state.generation }, effects: [] }
        : unchanged(state);

    case 'SIGNED_IN': {
      const previous = state.status === 'signed-in' ? state.organization : null;
      return {
        state: {
          status: 'signed-in',
          generation: state.generation + 1,
          tokens: event.tokens,
          profile: event.profile,
          organization: organizationAfter(event.profile, previous),
          renewal: { phase: 'idle' },
        },
        effects: [{ type: 'schedule-renewal' }],
      };
    }

    case 'SIGN_IN_FAILED':
      return {
        state: { status: 'anonymous', generation: state.generation + 1, expired: false },
        effects: [{ type: 'forget-session' }],
      };

    case 'RENEWAL_STARTED': {
      if (state.status !== 'signed-in' || state.generation !== event.generation) {
        return unchanged(state);
      }
      const attempt = state.renewal.phase === 'retry-wait' ? state.renewal.attempt + 1 : 1;
      return { state: { ...state, renewal: { phase: 'running', attempt } }, effects: [] };
    }

    case 'RENEWED': {
      // A renewal that ends after a sign-out (or a new sign-in) must not bring its tokens back.
      if (state.status !== 'signed-in' || state.generation !== event.generation) {
        return unchanged(state);
      }
      return {
        state: {
          ...state,
          tokens: event.tokens,
          profile: event.profile,
          organization: organizationAfter(event.profile, state.organization),
          renewal: { phase: 'idle' },
        },
        effects: [{ type: 'schedule-renewal' }],
      };
    }

    case 'RENEWAL_FAILED': {
      if (state.status !== 'signed-in' || state.generation !== event.generation) {
        return unchanged(state);
      }
      const attempt = state.renewal.phase === 'idle' ? 1 : state.renewal.attempt;
      if (attempt < RENEWAL_ATTEMPTS) {
        return {
          state: { ...state, renewal: { phase: 'retry-wait', attempt } },
          effects: [{ type: 'retry-renewal', delayMs: RENEWAL_RETRY_DELAY_MS * attempt }],
        };
      }
      // Out of attempts: the session has ended; the page stays and offers "Sign in again".
      return {
        state: { status: 'anonymous', generation: state.generation + 1, expired: true },
        effects: [{ type: 'forget-session' }],
      };
    }

    case 'ORGANIZATION_CHOSEN': {
      if (state.status !== 'signed-in') return unchanged(state);
      const next = state.profile.organizations.find((candidate) => candidate.id === event.id);
      if (!next || next.id === state.organization?.id) return unchanged(state);
      return {
        state: { ...state, organization: next },
        effects: state.organization === null ? [] : [{ type: 'organization-data-invalidated' }],
      };
    }

    case 'SIGN_OUT':
      return signedOut(state, event.redirecting && state.status === 'signed-in');

    case 'SIGN_OUT_REDIRECT_FAILED':
      return state.status === 'signing-out'
        ? {
            state: { status: 'anonymous', generation: state.generation, expired: false },
            effects: [],
          }
        : unchanged(state);

    case 'SIGNED_OUT_ELSEWHERE':
      return state.status === 'signed-in' ? signedOut(state, false) : unchanged(state);
  }
}
