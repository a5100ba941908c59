import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../lib/i18n';
import { ErrorState, PageTitle } from '../ui';
import { NotFoundPage } from './NotFoundPage';
import { appMessages } from './messages';

/** The error element of the layout's routes: the header stays, the page explains what failed. */
export function RouteErrorPage() {
  const t = useT(appMessages);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section>
      <PageTitle>{t('routeError.title')}</PageTitle>
      <ErrorState error={error} onRetry={() => globalThis.location.reload()} />
    </section>
  );
}
