import { useId } from 'react';
import { TypeName, co2eFigure, co2eMessages } from '../../catalogue';
import { useFormat, useT } from '../../lib/i18n';
import type { OrgService } from '../api/orgServices';
import { messages } from '../messages';

/** One of our services: public or not (and what that means), type, category, unit and climate. */
export function ServiceCard({ service }: { service: OrgService }) {
  const t = useT(messages);
  const ct = useT(co2eMessages);
  const format = useFormat();
  const headingId = useId();
  const unknown = t('services.unknown');
  const fu = service.functionalUnit;
  const co2 = service.co2eData;
  const figure = (value: number | null | undefined) =>
    co2eFigure(format.number, value, co2?.unit) ?? unknown;

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
        <div>
          <dt>{t('services.type')}</dt>
          <dd>
            <TypeName type={service.type} />
          </dd>
        </div>
        <div>
          <dt>{t('services.category')}</dt>
          <dd>{service.categoryName ?? unknown}</dd>
        </div>
        <div>
          <dt>{t('services.functionalUnit')}</dt>
          <dd>
            {fu && typeof fu.amount === 'number'
              ? t('services.functionalUnit.value', {
                  amount: format.number(fu.amount),
                  unit: fu.unit ?? '',
                }).trim()
              : unknown}
          </dd>
        </div>
        <div>
          <dt>{t('services.serviceLife')}</dt>
          <dd>
            {fu && typeof fu.expectedServiceLife === 'number'
              ? t('services.serviceLife.value', { years: fu.expectedServiceLife })
              : unknown}
          </dd>
        </div>
      </dl>
      {co2 ? (
        <dl className="ws-facts ws-facts--climate">
          <div>
            <dt>{ct('co2e.savings')}</dt>
            <dd>{figure(co2.savings)}</dd>
          </div>
          <div>
            <dt>{ct('co2e.emission')}</dt>
            <dd>{figure(co2.total)}</dd>
          </div>
          <div>
            <dt>{ct('co2e.impactCategory')}</dt>
            <dd>{co2.impactCategory ?? unknown}</dd>
          </div>
          <div>
            <dt>{t('services.climateStatus')}</dt>
            <dd>{co2.status ?? unknown}</dd>
          </div>
        </dl>
      ) : (
        <p className="ws-muted">{t('services.noClimate')}</p>
      )}
    </article>
  );
}
