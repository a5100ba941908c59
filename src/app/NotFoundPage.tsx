import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { PageTitle } from '../ui';
import { appMessages } from './messages';

export function NotFoundPage() {
  const t = useT(appMessages);
  return (
    <section>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
