import { useT } from '../lib/i18n';
import { Button, ErrorState, PageTitle } from '../ui';
import { appMessages } from './messages';

/** Shown in the layout when a page fails: the header stays, the page explains what failed. */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(appMessages);
  // A page's module that did not arrive (offline, a new deployment): the browser's own error.
  // The router keeps the failed load, so trying again loads the page anew.
  const loadFailed =
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message);
  return (
    <section>
      <PageTitle>{t('routeError.title')}</PageTitle>
      {loadFailed ? (
        <div className="error-state" role="alert">
          <p>{t('routeError.loadFailed')}</p>
          <Button variant="primary" onClick={() => globalThis.location.reload()}>
            {t('routeError.retry')}
          </Button>
        </div>
      ) : (
        <ErrorState error={error} onRetry={onRetry} />
      )}
      <p>
        <Button onClick={() => globalThis.location.reload()}>{t('routeError.reload')}</Button>
      </p>
    </section>
  );
}
