import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { Button, LoadingState, PageTitle } from '../ui';
import { OrganizationChooser } from './OrganizationChooser';
import { OrganizationContext } from './OrganizationContext';
import { useAuthSnapshot, useSession } from './SessionContext';
import { authMessages } from './messages';
import type { ChildrenProps } from './authTypes';

/**
 * Visitors are sent to sign-in and brought back; several organisations and none chosen → chooser;
 * no organisation → a clear explanation; otherwise renders children.
 */
export function RequireOrganization({ children }: ChildrenProps) {
  const t = useT(authMessages);
  const session = useSession();
  const { expired } = useAuthSnapshot();
  const location = useLocation();
  const redirected = useRef(false);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const mustSignIn = session.status === 'anonymous' && !expired;
  const { signIn } = session;

  useEffect(() => {
    if (!mustSignIn || redirected.current) return;
    redirected.current = true;
    void signIn(returnTo);
  }, [mustSignIn, signIn, returnTo]);

  if (session.status === 'loading') return <LoadingState label={t('checking')} />;
  if (session.status === 'anonymous') {
    if (!expired) return <LoadingState label={t('redirecting')} />;
    return (
      <section className="panel">
        <p>{t('expired.text')}</p>
        <Button variant="primary" onClick={() => void signIn(returnTo)}>
          {t('expired.action')}
        </Button>
      </section>
    );
  }
  if (session.organizations.length === 0) {
    return (
      <section className="panel">
        <PageTitle>{t('none.title')}</PageTitle>
        <p>{session.organizationLookupFailed ? t('none.lookupFailed') : t('none.text')}</p>
      </section>
    );
  }
  if (!session.organization) {
    return (
      <OrganizationChooser
        organizations={session.organizations}
        onChoose={session.chooseOrganization}
      />
    );
  }
  return <OrganizationContext value={session.organization}>{children}</OrganizationContext>;
}
