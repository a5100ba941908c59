import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../lib/i18n';
import { Button, LoadingState, PageTitle } from '../ui';
import { SignInCallbackError } from './authTypes';
import { useAuthController } from './SessionContext';
import { authMessages } from './messages';

/**
 * `/auth/callback`: completes sign-in once (the controller caches the result, so StrictMode's
 * second effect run does not redeem the code twice), then replaces the URL with the page the
 * user wanted, which also removes `code` and `state` from the address bar.
 */
export function AuthCallbackPage() {
  const t = useT(authMessages);
  const controller = useAuthController();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignInCallbackError | null>(null);

  useEffect(() => {
    let active = true;
    controller.handleCallback().then(
      (returnTo) => {
        if (active) void navigate(returnTo, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        globalThis.history.replaceState(null, '', '/auth/callback');
        setFailure(
          error instanceof SignInCallbackError ? error : new SignInCallbackError('/', null),
        );
      },
    );
    return () => {
      active = false;
    };
  }, [controller, navigate]);

  if (!failure) return <LoadingState label={t('callback.working')} />;
  return (
    <section className="panel">
      <PageTitle>{t('callback.failedTitle')}</PageTitle>
      <p>{t('callback.failed')}</p>
      <p className="session-area">
        <Button variant="primary" onClick={() => void controller.signIn(failure.returnTo)}>
          {t('callback.tryAgain')}
        </Button>
        <Link to={failure.returnTo}>{t('callback.continue')}</Link>
      </p>
    </section>
  );
}
