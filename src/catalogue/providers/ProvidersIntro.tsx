import { useT } from '../../lib/i18n';
import { PageTitle } from '../../ui';
import { introMessages } from '../introMessages';

/** The providers page's heading and lead: the same in the first paint and on the page. */
export function ProvidersIntro() {
  const t = useT(introMessages);
  return (
    <>
      <PageTitle>{t('providers.title')}</PageTitle>
      <p className="lead">{t('providers.intro')}</p>
    </>
  );
}
