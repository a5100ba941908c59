import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../auth';
import { useT } from '../../lib/i18n';
import { useUrlChoice } from '../../lib/router';
import { approvedOrdersQueryOptions, type OrderSide } from '../../orders';
import { ChoiceGroup, EmptyState, ErrorState, LoadingState, PageTitle } from '../../ui';
import { messages } from '../messages';
import { summariseClimate } from '../model/climateSummary';
import { ClimateMeasureView } from './ClimateMeasureView';

const SIDES: readonly [OrderSide, ...OrderSide[]] = ['customer', 'supplier'];

/** Savings of our approved orders, per unit, by month and by kind of service (decision 0101). */
export function ClimatePage() {
  const t = useT(messages);
  const organization = useOrganization();
  const [side, choose] = useUrlChoice('side', SIDES);
  const query = useQuery(approvedOrdersQueryOptions(organization.id, side));

  const summary = useMemo(
    () =>
      query.data
        ? summariseClimate(
            query.data.orders.map((order) => ({
              id: order.id,
              approvedAt: order.updatedAt,
              lines: order.lines ?? [],
            })),
          )
        : null,
    [query.data],
  );

  return (
    <>
      <PageTitle>{t('climate.title')}</PageTitle>
      <p className="ws-intro">{t('climate.intro', { organization: organization.name })}</p>
      <ChoiceGroup
        legend={t('climate.side')}
        choices={SIDES.map((value) => ({
          value,
          label: t(`climate.side.${value}`),
          help: t(`climate.side.${value}Help`),
        }))}
        selected={side}
        onChange={choose}
      />
      {query.isPending ? (
        <LoadingState label={t('climate.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('climate.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !summary || summary.orderCount === 0 ? (
        <EmptyState title={t(`climate.empty.${side}`)}>{t('climate.emptyHelp')}</EmptyState>
      ) : (
        <>
          <p>{t('climate.orders', { count: summary.orderCount })}</p>
          {query.data.total > query.data.orders.length ? (
            <p className="ws-note">
              {t('climate.partial', { shown: query.data.orders.length, total: query.data.total })}
            </p>
          ) : null}
          {summary.measures.length > 1 ? (
            <p className="ws-note" role="note">
              {t('climate.unitsDiffer', {
                units: summary.measures
                  .map((m) => (m.impactCategory ? `${m.unit} (${m.impactCategory})` : m.unit))
                  .join(', '),
              })}
            </p>
          ) : null}
          {summary.linesWithoutFigures > 0 ? (
            <p className="ws-note">
              {t('climate.withoutFigures', { count: summary.linesWithoutFigures })}
            </p>
          ) : null}
          {summary.ordersWithoutDate > 0 ? (
            <p className="ws-note">
              {t('climate.withoutDate', { count: summary.ordersWithoutDate })}
            </p>
          ) : null}
          {summary.measures.map((measure) => (
            <ClimateMeasureView
              key={`${measure.unit}|${measure.impactCategory ?? ''}`}
              measure={measure}
            />
          ))}
        </>
      )}
    </>
  );
}
