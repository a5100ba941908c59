/** Public API of the auth feature. Other features import only from here. */
export type { Organization, Session, SessionStatus } from './authTypes';
export { useSession, SessionProvider } from './SessionContext';
export { RequireOrganization } from './RequireOrganization';
export { AskForOrganization } from './AskForOrganization';
export { useOrganization } from './OrganizationContext';
export { mayActOn } from './organizationSides';
export { SessionMenu, SessionPending } from './SessionMenu';
export { SessionExpiredBanner } from './SessionExpiredBanner';
export { AuthCallbackPage } from './AuthCallbackPage';
export type { AuthController } from './authController';
export { CALLBACK_PATH } from './authTypes';
