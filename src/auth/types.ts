import type { ReactNode } from 'react';

export interface Organization {
  id: string;
  alias: string;
  name: string;
}

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in';

export interface Session {
  status: SessionStatus;
  user: { name: string } | null;
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
