import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CALLBACK_PATH } from './authTypes';
import { OrganizationChooser } from './OrganizationChooser';
import { useSession } from './SessionContext';

/**
 * Every page asks a signed-in user with several organisations, none chosen (and none remembered
 * on this device), which one they act for, as the organisation pages do (RequireOrganization):
 * signing in from the home page too. The sign-in callback finishes first.
 */
export function AskForOrganization({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (
    pathname !== CALLBACK_PATH &&
    session.status === 'signed-in' &&
    session.organizations.length > 1 &&
    !session.organization
  ) {
    return (
      <OrganizationChooser
        organizations={session.organizations}
        onChoose={session.chooseOrganization}
      />
    );
  }
  return children;
}
