import { useId } from 'react';
import { Link } from 'react-router';
import { useFormat, useT } from '../../lib/i18n';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { stateDescription, stateLabel } from '../model/labels';
import { isKnownState } from '../model/states';

/** State (label and meaning), parties, dates and the order line(s) with their service. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT(messages);
  const format = useFormat();
  const linesId = useId();
  return (
    <>
      <section className="panel orders-summary">
        <p className="orders-state">
          <span className="visually-hidden">{t('page.state')}: </span>
          <span
            className={`orders-badge orders-badge--${isKnownState(order.state) ? order.state.toLowerCase() : 'unknown'}`}
            data-testid="order-state"
          >
            {stateLabel(t, order.state)}
          </span>{' '}
          <span className="orders-state__description">{stateDescription(t, order.state)}</span>
        </p>
        <dl className="orders-facts">
          <dt>{t('page.customer')}</dt>
          <dd>{order.customer?.name ?? '–'}</dd>
          <dt>{t('page.supplier')}</dt>
          <dd>{order.supplier?.name ?? '–'}</dd>
          {order.createdAt ? (
            <>
              <dt>{t('page.created')}</dt>
              <dd>
                <time dateTime={order.createdAt}>{format.dateTime(order.createdAt)}</time>
              </dd>
            </>
          ) : null}
          {order.updatedAt ? (
            <>
              <dt>{t('page.updated')}</dt>
              <dd>
                <time dateTime={order.updatedAt}>{format.dateTime(order.updatedAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="panel orders-lines" aria-labelledby={linesId}>
        <h2 id={linesId}>{t('page.lines')}</h2>
        <ul className="orders-lines__list">
          {order.lines.map((line, index) => (
            <li key={`${line.solutionId}-${line.categoryId}-${index}`}>
              <dl className="orders-facts">
                <dt>{t('page.lineService')}</dt>
                <dd>
                  <Link to={`/services/${line.solutionId}`}>
                    {line.solutionName ?? t('page.lineUnnamed', { id: line.solutionId })}
                  </Link>
                </dd>
                <dt>{t('page.lineCategory')}</dt>
                <dd>{line.categoryName ?? t('page.categoryUnnamed', { id: line.categoryId })}</dd>
                {line.type ? (
                  <>
                    <dt>{t('page.lineType')}</dt>
                    <dd>{line.type}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
