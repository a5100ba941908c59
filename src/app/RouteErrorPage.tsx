import { useT } from '../lib/i18n';
import { ErrorState, PageTitle } from '../ui';
import { appMessages } from './messages';

/** Shown in the layout when a page fails: the header stays, the page explains what failed. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const t = useT(appMessages);
  return (
    <section>
      <PageTitle>{t('routeError.title')}</PageTitle>
      <ErrorState error={error} onRetry={() => globalThis.location.reload()} />
    </section>
  );
}
