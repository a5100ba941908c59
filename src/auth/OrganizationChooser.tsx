import { useT } from '../lib/i18n';
import { Button, PageTitle } from '../ui';
import { authMessages } from './messages';
import type { Organization } from './authTypes';

/** Shown before any organisation page loads when the user has several and none is chosen. */
export function OrganizationChooser({
  organizations,
  onChoose,
}: {
  organizations: readonly Organization[];
  onChoose: (id: string) => void;
}) {
  const t = useT(authMessages);
  return (
    <section className="panel">
      <PageTitle>{t('chooser.title')}</PageTitle>
      <p>{t('chooser.intro')}</p>
      <ul className="choice-list">
        {organizations.map((organization) => (
          <li key={organization.id}>
            <Button variant="secondary" onClick={() => onChoose(organization.id)}>
              {organization.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
