import { useDeferredValue, useMemo, useState } from 'react';
import { useOrganization } from '../../auth';
import { useT } from '../../lib/i18n';
import { ChoiceGroup, LoadingState, PageTitle, QueryState } from '../../ui';
import { messages } from '../messages';
import { summariseClimate } from '../model/climateSummary';
import { inPeriod } from '../model/period';
import { ClimateReport } from './ClimateReport';
import { PeriodPicker } from './PeriodPicker';
import { SIDES, useReportParams } from './useReportParams';
import { useReportWords } from './useReportWords';
import './climate.css';

/**
 * The climate report (decision 0101): the emission and saving of the services in our approved
 * orders of one side and period, with the lines they rest on, a spreadsheet and a print view. It
 * opens on the side that has approved orders, its claimed side first, and on the current year.
 */
export function ClimatePage() {
  const t = useT(messages);
  const organization = useOrganization();
  const [today] = useState(() => new Date());
  const { side, chooseSide, period, reportPeriod, choosePeriod, query, bothEmpty } =
    useReportParams(organization, today);
  const words = useReportWords(side);
  // The report is built from the committed period, deferred: the controls answer at once while a
  // large report is summed and drawn.
  const built = useDeferredValue(reportPeriod);
  const orders = query.data?.orders;
  const summary = useMemo(
    () =>
      orders === undefined
        ? undefined
        : summariseClimate(orders.filter((order) => inPeriod(built, order.approvedAt))),
    [orders, built],
  );
  const building = built !== reportPeriod;

  return (
    <div className="ws-climate print-document">
      <PageTitle>{t('climate.title')}</PageTitle>
      <p className="ws-intro">{t('climate.intro', { organization: organization.name })}</p>
      <div className="controls-row ws-report__controls">
        <ChoiceGroup
          legend={t('climate.side')}
          choices={SIDES.map((value) => ({
            value,
            label: t(`climate.side.${value}`),
            help: t(`climate.side.${value}Help`),
          }))}
          selected={side}
          onChange={chooseSide}
        />
        <PeriodPicker period={period} onChange={choosePeriod} today={today} />
      </div>
      <QueryState
        query={query}
        loadingLabel={t('climate.loading')}
        errorTitle={t('climate.error')}
        empty={{
          when: (data) => data.orders.length === 0,
          title: bothEmpty ? t('climate.empty.both') : t(`climate.empty.${side}`),
          help: t('climate.emptyHelp'),
        }}
      >
        {({ page }) => (
          <>
            {page.capped ? (
              <p className="ws-note">
                {page.filteredHere
                  ? t('climate.partialMatched', { shown: page.orders.length })
                  : t('climate.partial', { shown: page.orders.length, total: page.total })}
              </p>
            ) : null}
            {building ? <LoadingState label={t('climate.building')} /> : null}
            {summary === undefined ? null : summary.orderCount === 0 ? (
              <p className="ws-report__empty">
                {t(`climate.emptyPeriod.${side}`, { period: words.period(built) })}
              </p>
            ) : (
              <div className={building ? 'ws-report--stale' : undefined} aria-busy={building}>
                <ClimateReport
                  summary={summary}
                  organization={organization.name}
                  period={built}
                  side={side}
                  words={words}
                />
              </div>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
