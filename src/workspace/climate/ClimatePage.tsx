import { useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../auth';
import { sideOf } from '../../lib/api-shapes';
import { useCodeWords } from '../../lib/codes';
import { useT } from '../../lib/i18n';
import { useUrlSearchParams, withParam } from '../../lib/router';
import { approvedOrdersQueryOptions, type OrderPages, type OrderSide } from '../../orders';
import { ChoiceGroup, PageTitle, QueryState } from '../../ui';
import { messages } from '../messages';
import { summariseClimate } from '../model/climateSummary';
import { ClimateMeasureView } from './ClimateMeasureView';

const SIDES: readonly [OrderSide, ...OrderSide[]] = ['customer', 'supplier'];

/** The page of approved orders with its climate summary (kept by the query while it is unchanged). */
function select(page: OrderPages) {
  const summary = summariseClimate(
    page.orders.map((order) => ({
      id: order.id,
      approvedAt: order.updatedAt,
      lines: order.lines ?? [],
    })),
  );
  return { page, summary };
}

/**
 * The side the page shows: the one in the URL (`?side=`), else the first that has approved orders,
 * read in turn (ordered by us, then delivered by us, only when the first has none). `bothEmpty`:
 * neither side has any, said in one sentence.
 */
function useSide(organizationId: string) {
  const [params, setParams] = useUrlSearchParams();
  const asked = SIDES.find((value) => value === params.get('side'));
  const customer = useQuery({
    ...approvedOrdersQueryOptions(organizationId, 'customer'),
    select,
    enabled: asked !== 'supplier',
  });
  const customerEmpty = customer.isSuccess && customer.data.summary.orderCount === 0;
  const supplier = useQuery({
    ...approvedOrdersQueryOptions(organizationId, 'supplier'),
    select,
    enabled: asked === 'supplier' || (asked === undefined && customerEmpty),
  });
  const side: OrderSide = asked ?? (customerEmpty ? 'supplier' : 'customer');
  const bothEmpty =
    asked === undefined &&
    customerEmpty &&
    supplier.isSuccess &&
    supplier.data.summary.orderCount === 0;
  // Chosen by hand, the side is always written, so that the page does not choose for the person.
  const choose = (next: OrderSide) =>
    setParams((current) => withParam(current, 'side', next), { replace: true });
  return { side, choose, query: side === 'customer' ? customer : supplier, bothEmpty };
}

/**
 * Savings of our approved orders, per unit, by month and by kind of service (decision 0101); it
 * opens on the side that has approved orders.
 */
export function ClimatePage() {
  const t = useT(messages);
  const words = useCodeWords();
  const organization = useOrganization();
  const { side, choose, query, bothEmpty } = useSide(organization.id);
  // Orders that name us on neither side (`sideOf`): counted, as the server listed them for the
  // side asked, and said.
  const unplaced = (page: OrderPages) =>
    page.orders.filter((order) => sideOf(order, organization) === undefined).length;

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
      <QueryState
        query={query}
        loadingLabel={t('climate.loading')}
        errorTitle={t('climate.error')}
        empty={{
          when: (data) => data.summary.orderCount === 0,
          title: bothEmpty ? t('climate.empty.both') : t(`climate.empty.${side}`),
          help: t('climate.emptyHelp'),
        }}
      >
        {({ page, summary }) => (
          <>
            <p>{t('climate.orders', { count: summary.orderCount })}</p>
            {unplaced(page) > 0 ? (
              <p className="ws-note" role="note">
                {t('climate.sideNotSaid', { count: unplaced(page) })}
              </p>
            ) : null}
            {page.capped ? (
              <p className="ws-note">
                {page.filteredHere
                  ? t('climate.partialMatched', { shown: page.orders.length })
                  : t('climate.partial', { shown: page.orders.length, total: page.total })}
              </p>
            ) : null}
            {summary.measures.length > 1 ? (
              <p className="ws-note" role="note">
                {t('climate.unitsDiffer', {
                  units: summary.measures
                    .map((m) =>
                      m.impactCategory
                        ? `${words.co2eUnit(m.unit)} (${words.impactCategory(m.impactCategory)})`
                        : words.co2eUnit(m.unit),
                    )
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
      </QueryState>
    </>
  );
}
