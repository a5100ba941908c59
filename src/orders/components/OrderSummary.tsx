import { useId } from 'react';
import { wasUnreadable } from '../../lib/api-shapes';
import { useFormat, useT } from '../../lib/i18n';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { Fact } from '../../ui';
import { LineService } from './LineService';

/** The order's dates and every order line with its service (the heading holds state and parties). */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT(messages);
  const format = useFormat();
  const notReadable = t('value.notReadable');
  const dateTime = (key: 'createdAt' | 'updatedAt') => {
    const at = order[key];
    if (at) return <time dateTime={at}>{format.dateTime(at)}</time>;
    return wasUnreadable(order, key) ? notReadable : null;
  };
  const linesId = useId();
  return (
    <>
      <section className="panel orders-summary">
        <dl className="orders-facts">
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
                solutionName={line.solutionName}
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
