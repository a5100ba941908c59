import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { AuthController } from './authController';
import type { AuthSnapshot, ChildrenProps, Session } from './authTypes';

const ControllerContext = createContext<AuthController | null>(null);

/** Provides the session from one `AuthController` (created by the app at start-up). */
export function SessionProvider({
  controller,
  children,
}: ChildrenProps & { controller: AuthController }) {
  return <ControllerContext value={controller}>{children}</ControllerContext>;
}

export function useAuthController(): AuthController {
  const controller = useContext(ControllerContext);
  if (!controller) throw new Error('useSession must be used inside <SessionProvider>');
  return controller;
}

export function useAuthSnapshot(): AuthSnapshot {
  const controller = useAuthController();
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}

/** The signed-in user, their organisations and the sign-in actions. */
export function useSession(): Session {
  const controller = useAuthController();
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return useMemo(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      organizations: snapshot.organizations,
      organization: snapshot.organization,
      organizationLookupFailed: snapshot.organizationLookupFailed === true,
      chooseOrganization: controller.chooseOrganization,
      signIn: controller.signIn,
      signOut: controller.signOut,
    }),
    [snapshot, controller],
  );
}
