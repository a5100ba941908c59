import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import type { CategoryRelation } from './categoryRelation';
import type { Highlight } from './SearchPageContext';
import { ClimateFigure } from './ClimateFigure';
import { ProviderAndKind } from '../details/ProviderAndKind';
import { AddToRequest } from '../request/AddToRequest';

export interface ResultCardProps {
  solution: Solution;
  relation: CategoryRelation;
  /** The page's highlighted service: this card marks itself, and sets it while pointed at. */
  highlight: Highlight;
  detailsHref: string;
}

/**
 * One search result, compact so that a screen holds several: what it is, who offers it, its
 * kind, one climate figure (and a note when it is registered on another category than the one
 * searched). Where it is shows on the map beside; the rest is on the service's page.
 */
export function ResultCard({ solution, relation, highlight, detailsHref }: ResultCardProps) {
  const t = useT(messages);
  const categoryName =
    solution.categoryName ??
    (solution.categoryId === undefined ? t('card.notGiven') : String(solution.categoryId));
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
      </dl>
      {relation === 'broader' ? (
        <p className="result-note">{t('card.broader', { category: categoryName })}</p>
      ) : null}
      {relation === 'narrower' ? (
        <p className="result-note">{t('card.narrower', { category: categoryName })}</p>
      ) : null}
      <ClimateFigure co2e={solution.co2eData} />
      <AddToRequest solution={solution} />
    </article>
  );
}
