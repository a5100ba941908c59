import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../auth';
import { useI18n, useT } from '../../lib/i18n';
import { useUrlSearchParams } from '../../lib/router';
import { EmptyState, ErrorState, LoadingState, PageTitle } from '../../ui';
import { orgServicesQueryOptions } from '../api/orgServices';
import { messages } from '../messages';
import { ServiceCard } from './ServiceCard';

const FILTERS = ['all', 'public', 'private'] as const;
type Filter = (typeof FILTERS)[number];

const readFilter = (value: string | null): Filter => FILTERS.find((f) => f === value) ?? 'all';

/** Our services (spec 4.3): public and private, with what a private one means. */
export function ServicesPage() {
  const t = useT(messages);
  const { language } = useI18n();
  const organization = useOrganization();
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filter = readFilter(searchParams.get('show'));
  const query = useQuery(orgServicesQueryOptions(organization.id, language));

  const services = query.data;
  const counts = useMemo(() => {
    const publicCount = services?.filter((s) => s.public).length ?? 0;
    return { publicCount, privateCount: (services?.length ?? 0) - publicCount };
  }, [services]);
  const shown = useMemo(
    () =>
      services?.filter((s) => filter === 'all' || (filter === 'public' ? s.public : !s.public)) ??
      [],
    [services, filter],
  );

  const choose = (next: Filter) => {
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete('show');
        else params.set('show', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageTitle>{t('services.title')}</PageTitle>
      <p className="ws-intro">{t('services.intro', { organization: organization.name })}</p>
      {query.isPending ? (
        <LoadingState label={t('services.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('services.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('services.empty')}>{t('services.emptyHelp')}</EmptyState>
      ) : (
        <>
          <p>{t('services.summary', { count: query.data.length, ...counts })}</p>
          <fieldset className="ws-filter">
            <legend>{t('services.filter')}</legend>
            {FILTERS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="ws-services-filter"
                  value={value}
                  checked={filter === value}
                  onChange={() => choose(value)}
                />{' '}
                {t(`services.filter.${value}`)}
              </label>
            ))}
          </fieldset>
          {shown.length === 0 ? (
            <EmptyState title={t('services.filterEmpty')} />
          ) : (
            <ul className="ws-services">
              {shown.map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
