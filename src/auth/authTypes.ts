import type { MemoryStorage } from './organizationMemory';
/**
 * The auth feature's types and small helpers: the session other features read (`Session`,
 * `Organization`), and the controller's (authController.ts) configuration, the snapshot React
 * reads, the browser environment, the sign-in state carried through the redirect.
 */
import type { ReactNode } from 'react';
import type { Organization } from './organization';
import type { SessionState } from './sessionMachine';

export type { Organization } from './organization';

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in';

/** The signed-in user: a name to show, and who they are (the ID token's `sub`, else the name). */
export interface SessionUser {
  name: string;
  subject: string;
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  organizations: readonly Organization[];
  /** The chosen one (auto-chosen when there is only one). */
  organization: Organization | null;
  /** The organisations could not be looked up (the ID token named none and userinfo failed). */
  organizationLookupFailed?: boolean;
  // Function-typed properties (not methods) so that they can be destructured safely.
  chooseOrganization: (id: string) => void;
  /** `returnTo` defaults to the current location. */
  signIn: (returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export interface ChildrenProps {
  children: ReactNode;
}

export const CALLBACK_PATH = '/auth/callback';
/**
 * A marker (the value "1", never a token) in sessionStorage that says "this tab had a session".
 * After a reload it makes the app ask the provider with `prompt=none` to restore the session.
 */
export const RESUME_KEY = 'auth:resume';

export interface AuthConfig {
  authority: string;
  clientId: string;
  scope: string;
  resource: string | undefined;
  organizationClaim: string;
}

export interface AuthSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  organizations: readonly Organization[];
  organization: Organization | null;
  /** The last renewal failed: the user is asked to sign in again. */
  expired: boolean;
  /** The organisations could not be looked up (userinfo failed): said in words, not "none". */
  organizationLookupFailed?: boolean;
}

export interface AuthEnvironment {
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  loadOidc: () => Promise<typeof import('./oidcClient')>;
  now: () => number;
  /** The UI language, passed to the provider as `ui_locales` for its login page. */
  language: () => string;
  /** Waits before the renewal's retry. */
  sleep: (ms: number) => Promise<void>;
  /** Tells the app's other tabs about a sign-out (a BroadcastChannel); absent where unsupported. */
  channel?: SessionChannel | undefined;
  /** Where the user's last organisation choice is remembered (organizationMemory.ts). */
  memory?: MemoryStorage | null | undefined;
}

export type SessionChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;

export interface SignInState {
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

export const ANONYMOUS: AuthSnapshot = {
  status: 'anonymous',
  user: null,
  organizations: [],
  organization: null,
  expired: false,
};

export function readSignInState(value: unknown): SignInState | null {
  if (typeof value !== 'object' || value === null || !('returnTo' in value)) return null;
  const { returnTo } = value;
  const resume = 'resume' in value && value.resume === true;
  return typeof returnTo === 'string' ? { returnTo, resume } : null;
}

/** Posted on the channel below when a tab signs out; the others end their session too. */
export const SIGNED_OUT_MESSAGE = 'signed-out';
export const SESSION_CHANNEL = 'auth:session';

export function snapshotOf<T>(state: SessionState<T>): AuthSnapshot {
  switch (state.status) {
    case 'anonymous':
      return state.expired ? { ...ANONYMOUS, expired: true } : ANONYMOUS;
    case 'loading':
    case 'signing-out':
      return { ...ANONYMOUS, status: 'loading' };
    case 'signed-in':
      return {
        status: 'signed-in',
        user: { name: state.profile.name, subject: state.profile.subject ?? state.profile.name },
        organizations: state.profile.organizations,
        organization: state.organization,
        expired: false,
        organizationLookupFailed: state.profile.organizationLookupFailed === true,
      };
  }
}
