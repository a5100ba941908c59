import { Link } from 'react-router';
import { useSession } from '../../auth';
import { useT } from '../../lib/i18n';
import { Fact, PageTitle } from '../../ui';
import { messages } from '../messages';
import { latLngOf, type Solution } from '../api/schemas';
import type { TreeIndex } from '../tree/treeIndex';
import { categoryRelation } from '../search/categoryRelation';
import { ClimateComparison } from '../search/ClimateComparison';
import { useCodeWords } from '../../lib/codes';
import { wasUnreadable } from '../../lib/api-shapes';
import { extraFields } from './extraFields';
import { ProviderAndKind } from './ProviderAndKind';
import { ServicePlace } from './ServicePlace';
import { lineCategoryFor } from './lineCategory';
import { AddToRequest } from '../request/AddToRequest';

/**
 * Where "Ask for a quote" leads: the order flow, with the line's category (the searched one
 * when it lies below the service's own, else the service's own; see lineCategory.ts).
 */
export function orderHref(
  solution: Solution,
  index: TreeIndex | undefined,
  searchedId: number | undefined,
): string {
  const params = new URLSearchParams({ solutionId: String(solution.id) });
  const categoryId = lineCategoryFor(index, solution.categoryId, searchedId);
  if (categoryId !== undefined) params.set('categoryId', String(categoryId));
  if (solution.organizationId !== undefined) params.set('provider', solution.organizationId);
  return `/orders/new?${params.toString()}`;
}

export function ServiceDetails({
  solution,
  index,
  searchedId,
}: {
  solution: Solution;
  index: TreeIndex | undefined;
  searchedId: number | undefined;
}) {
  const t = useT(messages);
  const words = useCodeWords();
  const { status } = useSession();
  const unit = solution.functionalUnit;
  const co2e = solution.co2eData;
  const location = latLngOf(solution.providerLocation);
  const searchedAt = searchedId === undefined ? undefined : index?.indexById.get(searchedId);
  const relation = categoryRelation(
    index,
    searchedAt === undefined ? undefined : index?.keys[searchedAt],
    solution.categoryId,
  );
  /** Where a value was not read: said in words, "not readable" or "not given", never a mark. */
  const missing = (key: string) =>
    wasUnreadable(solution, key) ? t('card.notReadable') : t('card.notGiven');
  const at =
    solution.categoryId === undefined ? undefined : index?.indexById.get(solution.categoryId);
  const categoryName =
    solution.categoryName ??
    (at === undefined ? undefined : index?.labels[at]) ??
    missing('categoryName');
  const extras = extraFields(solution);
  const figure = (value: number | null | undefined) =>
    typeof value === 'number' ? words.co2e(value, co2e?.unit) : missing('co2eData');

  return (
    <article className="details">
      <PageTitle>{solution.name}</PageTitle>
      {solution.description ? (
        <section>
          <h2>{t('details.description')}</h2>
          <p>{solution.description}</p>
        </section>
      ) : null}
      <dl>
        <ProviderAndKind
          solution={solution}
          providerLabel={t('card.provider')}
          kindLabel={t('card.type')}
        />
        <dt>{t('card.category')}</dt>
        <dd>
          {categoryName}
          {relation === 'broader' ? (
            <p className="result-note">{t('card.broader', { category: categoryName })}</p>
          ) : null}
        </dd>
        <Fact term={t('details.module')}>
          {solution.module ? words.module(solution.module) : undefined}
        </Fact>
        <dt>{t('card.functionalUnit')}</dt>
        <dd>
          {unit?.amount === undefined
            ? missing('functionalUnit')
            : words.quantity(unit.amount, unit.unit)}
        </dd>
        {/* Part of the functional unit: an unreadable one is said once, above. */}
        <Fact term={t('card.serviceLife')}>
          {unit?.expectedServiceLife !== undefined
            ? t('card.years', { count: unit.expectedServiceLife })
            : wasUnreadable(solution, 'functionalUnit')
              ? undefined
              : t('card.notGiven')}
        </Fact>
        <Fact term={t('co2e.impactCategory')}>
          {co2e?.impactCategory ? words.impactCategory(co2e.impactCategory) : undefined}
        </Fact>
        <dt>{t('co2e.emission')}</dt>
        <dd>{figure(co2e?.total)}</dd>
        <dt>{t('co2e.savings')}</dt>
        <dd>{figure(co2e?.savings)}</dd>
        <Fact term={t('details.status')}>
          {co2e?.status ? words.status(co2e.status) : undefined}
        </Fact>
        <dt>{t('details.location')}</dt>
        <dd>{location ? <ServicePlace at={location} /> : t('providers.noLocation')}</dd>
        <dt>{t('details.id')}</dt>
        <dd>{solution.id}</dd>
      </dl>
      <ClimateComparison co2e={co2e} />
      {extras.length > 0 ? (
        <section>
          <h2>{t('details.more')}</h2>
          <dl>
            {extras.map(([key, value]) => (
              <div key={key} className="extra-field">
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="order-action">
        <Link className="button button--primary" to={orderHref(solution, index, searchedId)}>
          {t('details.order')}
        </Link>
        <AddToRequest solution={solution} />
        {status === 'signed-in' ? null : <p className="hint">{t('details.orderHint')}</p>}
      </div>
    </article>
  );
}
