import { useT } from '../lib/i18n';
import { Button, ErrorState, PageTitle } from '../ui';
import { PageLoadError } from './lazyRoutes';
import { appMessages } from './messages';

/** Shown in the layout when a page fails: the header stays, the page explains what failed. */
export function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(appMessages);
  const loadFailed = error instanceof PageLoadError;
  return (
    <section>
      <PageTitle>{t('routeError.title')}</PageTitle>
      {loadFailed ? (
        <div className="error-state" role="alert">
          <p>{t('routeError.loadFailed')}</p>
          <Button variant="primary" onClick={onRetry}>
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
