import { useId } from 'react';
import { wasUnreadable } from '../../lib/api-shapes';
import { useFormat, useT } from '../../lib/i18n';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { isKnownState, stateDescription, stateLabel } from '../model/states';
import { Fact } from '../../ui';
import { LineService } from './LineService';

/** State (label and meaning), parties, dates and every order line with its service. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT(messages);
  const format = useFormat();
  const notReadable = t('value.notReadable');
  const dateTime = (key: 'createdAt' | 'updatedAt') => {
    const at = order[key];
    if (at) return <time dateTime={at}>{format.dateTime(at)}</time>;
    return wasUnreadable(order, key) ? notReadable : null;
  };
  const party = (key: 'customer' | 'supplier') =>
    order[key]?.name ?? (wasUnreadable(order, key) ? notReadable : '–');
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
          <dd>{party('customer')}</dd>
          <dt>{t('page.supplier')}</dt>
          <dd>{party('supplier')}</dd>
          <Fact term={t('page.created')}>{dateTime('createdAt')}</Fact>
          <Fact term={t('page.updated')}>{dateTime('updatedAt')}</Fact>
        </dl>
      </section>
      <section className="panel orders-lines" aria-labelledby={linesId}>
        <h2 id={linesId}>{t('page.lines')}</h2>
        {wasUnreadable(order, 'lines') ? <p>{t('page.linesNotReadable')}</p> : null}
        <ul className="orders-lines__list">
          {(order.lines ?? []).map((line, index) => (
            <li key={`${line.solutionId}-${line.categoryId}-${index}`}>
              <LineService
                solutionId={line.solutionId}
                categoryId={line.categoryId}
                categoryName={line.categoryName}
                providerId={
                  order.supplier?.id === undefined ? undefined : String(order.supplier.id)
                }
                heading="h3"
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
