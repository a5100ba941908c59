import { useId } from 'react';
import { TypeName, co2eMessages } from '../../catalogue';
import { useCodeWords } from '../../lib/codes';
import { useT } from '../../lib/i18n';
import type { OrgService } from '../api/orgServices';
import { messages } from '../messages';
import { Fact } from '../../ui';

/** One of our services: public or not (and what that means), type, category, unit and climate. */
export function ServiceCard({ service }: { service: OrgService }) {
  const t = useT(messages);
  const ct = useT(co2eMessages);
  const words = useCodeWords();
  const headingId = useId();
  const unknown = t('services.unknown');
  const fu = service.functionalUnit;
  const co2 = service.co2eData;
  const figure = (value: number | null | undefined) =>
    typeof value === 'number' ? words.co2e(value, co2?.unit) : unknown;

  return (
    <article
      className={service.public ? 'ws-service' : 'ws-service ws-service--private'}
      aria-labelledby={headingId}
    >
      <header className="ws-service__header">
        <h2 id={headingId} className="ws-service__name">
          {service.name}
        </h2>
        <span className={service.public ? 'ws-tag ws-tag--public' : 'ws-tag ws-tag--private'}>
          {service.public ? t('services.public') : t('services.private')}
        </span>
      </header>
      <p className="ws-service__visibility">
        {service.public ? t('services.publicHelp') : t('services.privateHelp')}
      </p>
      {service.description ? <p>{service.description}</p> : null}
      <dl className="ws-facts">
        <Fact group term={t('services.type')}>
          <TypeName type={service.type} />
        </Fact>
        <Fact group term={t('services.category')}>
          {service.categoryName ?? unknown}
        </Fact>
        <Fact group term={t('services.functionalUnit')}>
          {fu && typeof fu.amount === 'number' ? words.quantity(fu.amount, fu.unit) : unknown}
        </Fact>
        <Fact group term={t('services.serviceLife')}>
          {fu && typeof fu.expectedServiceLife === 'number'
            ? t('services.serviceLife.value', { count: fu.expectedServiceLife })
            : unknown}
        </Fact>
      </dl>
      {co2 ? (
        <dl className="ws-facts ws-facts--climate">
          <Fact group term={ct('co2e.savings')}>
            {figure(co2.savings)}
          </Fact>
          <Fact group term={ct('co2e.emission')}>
            {figure(co2.total)}
          </Fact>
          <Fact group term={ct('co2e.impactCategory')}>
            {co2.impactCategory ? words.impactCategory(co2.impactCategory) : unknown}
          </Fact>
          <Fact group term={t('services.climateStatus')}>
            {co2.status ? words.status(co2.status) : unknown}
          </Fact>
        </dl>
      ) : (
        <p className="ws-muted">{t('services.noClimate')}</p>
      )}
    </article>
  );
}
