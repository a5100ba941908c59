import { createContext, useContext } from 'react';
import type { Organization } from './authTypes';

export const OrganizationContext = createContext<Organization | null>(null);

/** Inside `RequireOrganization`: the chosen organisation (throws outside). */
export function useOrganization(): Organization {
  const organization = useContext(OrganizationContext);
  if (!organization) {
    throw new Error('useOrganization must be used inside <RequireOrganization>');
  }
  return organization;
}
