import { DEMO_USERS, type DemoUsername } from '../../../sandbox/identity/accounts.ts';

export type { DemoUsername };

/** The demo user's display name and organisation names, as the sandbox issues them. */
export function demoUser(username: DemoUsername): {
  name: string;
  organizations: string[];
  organizationIds: string[];
} {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return {
    name: user.name,
    organizations: user.organizations.map((org) => org.name),
    organizationIds: user.organizations.map((org) => org.id),
  };
}
