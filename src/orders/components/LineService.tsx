import { Link } from 'react-router';
import { ClimateComparison, ProviderAndKind, serviceHref, useServiceLookup } from '../../catalogue';
import { useCodeWords } from '../../lib/codes';
import { useT } from '../../lib/i18n';
import { ErrorState, LoadingState } from '../../ui';
import { lineMessages } from '../lineMessages';

/**
 * The service of one order line, from the catalogue (looked up from the line's `solutionId` and
 * `categoryId` alone, shared per service id): name linked to its page, provider, kind of service,
 * category, functional unit and the climate figures. Loading, gone and failed states per line.
 */
export function LineService({
  solutionId,
  categoryId,
  categoryName,
  solutionName,
  providerId,
  heading,
}: {
  solutionId: number;
  categoryId: number;
  /** The supplier, when known: needed for a service on its own category (spec 4.2 rule 3). */
  providerId?: string | undefined;
  /** The line's category as the order service names it, if it does. */
  categoryName?: string | null | undefined;
  /** The line's service as the order service names it, if it does: said when it is gone. */
  solutionName?: string | null | undefined;
  heading: 'h2' | 'h3';
}) {
  const tl = useT(lineMessages);
  const words = useCodeWords();
  const lookup = useServiceLookup(solutionId, categoryId, { organizationId: providerId });
  const Heading = heading;

  if (lookup.status === 'loading') {
    return <LoadingState label={tl('line.loadingThis')} onRetry={lookup.retry} />;
  }
  if (lookup.status === 'error') {
    return <ErrorState error={lookup.error} onRetry={lookup.retry} title={tl('line.errorTitle')} />;
  }
  if (lookup.status === 'not-found' || lookup.status === 'no-category') {
    const name = solutionName?.trim();
    return (
      <p className="orders-line__gone">
        {name ? tl('line.notFoundNamed', { name }) : tl('line.notFoundThis')}
      </p>
    );
  }
  const { solution } = lookup;
  const unit = solution.functionalUnit;
  return (
    <div className="orders-line">
      <Heading className="orders-line__name">
        <Link to={serviceHref(solutionId, categoryId)}>{solution.name}</Link>
      </Heading>
      <dl className="orders-facts">
        <ProviderAndKind
          solution={solution}
          providerLabel={tl('line.provider')}
          kindLabel={tl('line.kind')}
        />
        <dt>{tl('line.category')}</dt>
        <dd>{categoryName ?? solution.categoryName ?? tl('line.categoryNotNamed')}</dd>
        <dt>{tl('line.functionalUnit')}</dt>
        <dd>
          {unit?.amount === undefined ? tl('line.noUnit') : words.quantity(unit.amount, unit.unit)}
        </dd>
      </dl>
      <ClimateComparison co2e={solution.co2eData} />
    </div>
  );
}
