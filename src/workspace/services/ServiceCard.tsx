import { useId } from 'react';
import { TypeName, co2eMessages } from '../../catalogue';
import { useCodeWords } from '../../lib/codes';
import { wasUnreadable } from '../../lib/api-shapes';
import { useT } from '../../lib/i18n';
import type { OrgService } from '../api/orgServices';
import { messages } from '../messages';
import { Fact } from '../../ui';

/** Public, not public, or not said (absent or not readable): never guessed. */
function visibilityKeys(service: OrgService) {
  if (service.public === true) return ['services.public', 'services.publicHelp'] as const;
  if (service.public === false) return ['services.private', 'services.privateHelp'] as const;
  return [
    wasUnreadable(service, 'public')
      ? 'services.visibilityNotReadable'
      : 'services.visibilityUnknown',
    'services.visibilityUnknownHelp',
  ] as const;
}

/** One of our services: public or not (and what that means), type, category, unit and climate. */
export function ServiceCard({ service }: { service: OrgService }) {
  const t = useT(messages);
  const ct = useT(co2eMessages);
  const words = useCodeWords();
  const headingId = useId();
  /** What a field that is not there reads as: "not readable" when it was sent but not read. */
  const missing = (record: OrgService | OrgService['functionalUnit'], key: string) =>
    wasUnreadable(record, key) ? t('services.notReadable') : t('services.unknown');
  const fu = service.functionalUnit;
  const co2 = service.co2eData;
  const figure = (value: number | null | undefined) =>
    typeof value === 'number' ? words.co2e(value, co2?.unit) : t('services.unknown');
  const [tag, help] = visibilityKeys(service);
  const name =
    service.name ??
    t(wasUnreadable(service, 'name') ? 'services.nameNotReadable' : 'services.unnamed', {
      id: String(service.id),
    });
  const tagClass = service.public === true ? 'ws-tag ws-tag--public' : 'ws-tag ws-tag--private';

  return (
    <article
      className={service.public === true ? 'ws-service' : 'ws-service ws-service--private'}
      aria-labelledby={headingId}
    >
      <header className="ws-service__header">
        <h2 id={headingId} className="ws-service__name">
          {name}
        </h2>
        <span className={tagClass}>{t(tag)}</span>
      </header>
      <p className="ws-service__visibility">{t(help)}</p>
      {service.description ? <p>{service.description}</p> : null}
      <dl className="ws-facts">
        <Fact group term={t('services.type')}>
          {service.type ? <TypeName type={service.type} /> : missing(service, 'type')}
        </Fact>
        <Fact group term={t('services.category')}>
          {service.categoryName ?? missing(service, 'categoryName')}
        </Fact>
        <Fact group term={t('services.functionalUnit')}>
          {fu && typeof fu.amount === 'number'
            ? words.quantity(fu.amount, fu.unit)
            : missing(fu ? fu : service, fu ? 'amount' : 'functionalUnit')}
        </Fact>
        <Fact group term={t('services.serviceLife')}>
          {fu && typeof fu.expectedServiceLife === 'number'
            ? t('services.serviceLife.value', { count: fu.expectedServiceLife })
            : missing(fu ? fu : service, fu ? 'expectedServiceLife' : 'functionalUnit')}
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
            {co2.impactCategory ? words.impactCategory(co2.impactCategory) : t('services.unknown')}
          </Fact>
          <Fact group term={t('services.climateStatus')}>
            {co2.status ? words.status(co2.status) : t('services.unknown')}
          </Fact>
        </dl>
      ) : (
        <p className="ws-muted">
          {wasUnreadable(service, 'co2eData')
            ? t('services.climateNotReadable')
            : t('services.noClimate')}
        </p>
      )}
    </article>
  );
}
