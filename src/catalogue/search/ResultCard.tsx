import { Link } from 'react-router';
import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import type { CategoryRelation } from './categoryRelation';
import type { Highlight } from './SearchPageContext';
import { ClimateComparison } from './ClimateComparison';
import { ProviderAndKind } from '../details/ProviderAndKind';
import { Fact } from '../../ui';

export interface ResultCardProps {
  solution: Solution;
  relation: CategoryRelation;
  /** The page's highlighted service: this card marks itself, and sets it while pointed at. */
  highlight: Highlight;
  detailsHref: string;
}

/** One search result: what it is, who offers it, what it is registered on, its climate figures. */
export function ResultCard({ solution, relation, highlight, detailsHref }: ResultCardProps) {
  const t = useT(messages);
  const format = useFormat();
  const unit = solution.functionalUnit;
  const categoryName = solution.categoryName ?? String(solution.categoryId);
  const headingId = `result-${solution.id}`;
  const highlighted = highlight.id === solution.id;
  return (
    <article
      className={`result-card${highlighted ? ' is-highlighted' : ''}`}
      aria-labelledby={headingId}
      onMouseEnter={() => highlight.set(solution.id)}
      onMouseLeave={() => highlight.set(null)}
      onFocus={() => highlight.set(solution.id)}
      onBlur={() => highlight.set(null)}
    >
      <h3 id={headingId}>
        <Link to={detailsHref}>{solution.name}</Link>
      </h3>
      <dl className="result-facts">
        <ProviderAndKind
          group
          solution={solution}
          providerLabel={t('card.provider')}
          kindLabel={t('card.type')}
        />
        <Fact group term={t('card.category')}>
          {categoryName}
        </Fact>
        {unit?.amount !== undefined || unit?.unit ? (
          <Fact group term={t('card.functionalUnit')}>
            {t('details.amount', {
              amount: unit.amount === undefined ? '' : format.number(unit.amount),
              unit: unit.unit ?? '',
            })}
          </Fact>
        ) : null}
        {unit?.expectedServiceLife !== undefined ? (
          <Fact group term={t('card.serviceLife')}>
            {t('card.years', { count: unit.expectedServiceLife })}
          </Fact>
        ) : null}
      </dl>
      {relation === 'broader' ? (
        <p className="result-note">{t('card.broader', { category: categoryName })}</p>
      ) : null}
      {relation === 'narrower' ? (
        <p className="result-note">{t('card.narrower', { category: categoryName })}</p>
      ) : null}
      <ClimateComparison co2e={solution.co2eData} />
    </article>
  );
}
