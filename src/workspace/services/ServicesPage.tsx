import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../auth';
import { useI18n, useT } from '../../lib/i18n';
import { useUrlChoice } from '../../lib/router';
import { CardList, ChoiceGroup, EmptyState, PageTitle, QueryState } from '../../ui';
import { orgServicesQueryOptions } from '../api/orgServices';
import { messages } from '../messages';
import { ServiceCard } from './ServiceCard';

const FILTERS = ['all', 'public', 'private'] as const;

/** Our services (spec 4.3): public and private, with what a private one means. */
export function ServicesPage() {
  const t = useT(messages);
  const { language } = useI18n();
  const organization = useOrganization();
  const [filter, choose] = useUrlChoice('show', FILTERS);
  const query = useQuery(orgServicesQueryOptions(organization.id, language));

  const services = query.data?.items;
  const counts = useMemo(() => {
    const publicCount = services?.filter((s) => s.public === true).length ?? 0;
    const privateCount = services?.filter((s) => s.public === false).length ?? 0;
    return {
      publicCount,
      privateCount,
      unknownCount: (services?.length ?? 0) - publicCount - privateCount,
    };
  }, [services]);
  const shown = useMemo(
    () => services?.filter((s) => filter === 'all' || s.public === (filter === 'public')) ?? [],
    [services, filter],
  );

  return (
    <>
      <PageTitle>{t('services.title')}</PageTitle>
      <p className="ws-intro">{t('services.intro', { organization: organization.name })}</p>
      <QueryState
        query={query}
        loadingLabel={t('services.loading')}
        errorTitle={t('services.error')}
        empty={{
          when: (data) => data.items.length === 0,
          title: t('services.empty'),
          help: t('services.emptyHelp'),
        }}
      >
        {({ items: read, capped }) => (
          <>
            <p>
              {t('services.summary', { count: read.length, ...counts })}
              {counts.unknownCount > 0
                ? ` ${t('services.summaryUnknown', { count: counts.unknownCount })}`
                : null}
              {capped ? ` ${t('services.capped')}` : null}
            </p>
            <ChoiceGroup
              legend={t('services.filter')}
              choices={FILTERS.map((value) => ({ value, label: t(`services.filter.${value}`) }))}
              selected={filter}
              onChange={choose}
            />
            {shown.length === 0 ? (
              <EmptyState title={t('services.filterEmpty')} />
            ) : (
              <CardList items={shown} className="ws-services">
                {(service) => <ServiceCard service={service} />}
              </CardList>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
