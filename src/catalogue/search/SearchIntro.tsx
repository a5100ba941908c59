import { useT } from '../../lib/i18n';
import { PageTitle } from '../../ui';
import { introMessages } from '../introMessages';

/** The search page's heading and lead: the same in the first paint and on the page. */
export function SearchIntro() {
  const t = useT(introMessages);
  return (
    <>
      <PageTitle>{t('search.title')}</PageTitle>
      {/* From 75rem the map leads and the lead gives way (ui/components.css). */}
      <p className="lead lead--narrow-only">{t('search.intro')}</p>
    </>
  );
}
