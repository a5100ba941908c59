import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Button, PageTitle } from '../../ui';
import type { Order } from '../api/schemas';
import { documentMessages } from '../documentMessages';
import { messages } from '../messages';
import { orderName, unreadText } from '../model/labels';
import { isKnownState, isState, stateDescription, stateLabel } from '../model/states';
import { useQuoteWords } from './useQuoteWords';

/**
 * The head of the order as a document: its number, name, state, parties and quoted amount with its
 * validity (`validity`: the page's QuoteValidity line), and a button that prints it (the print
 * stylesheet in orders.css makes the page an A4 document).
 */
export function OrderHeading({ order, validity }: { order: Order; validity?: ReactNode }) {
  const t = useT(messages);
  const td = useT(documentMessages);
  const quote = useQuoteWords(order.quoteDetails);
  const name = orderName(t, order);
  // Before a quote is sent only the supplier sees its private draft: name it so (issue 37).
  const isDraft = isState(order.state, 'DRAFT') || isState(order.state, 'REQUESTED');
  const party = (key: 'customer' | 'supplier') => order[key]?.name ?? unreadText(t, order, key);
  return (
    <header className="panel orders-heading">
      <p className="orders-heading__number">{td('heading.number', { id: order.id })}</p>
      <PageTitle title={t('page.title', { name })}>{name}</PageTitle>
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
        {quote.hasPrice ? (
          <>
            <dt>{td(isDraft ? 'heading.draftAmount' : 'heading.amount')}</dt>
            <dd>
              <span className="orders-quote__price">{quote.amount}</span>{' '}
              {order.quoteDetails?.quoteValidUntil
                ? td('heading.validUntil', { date: quote.validUntil })
                : null}
            </dd>
          </>
        ) : null}
      </dl>
      {validity}
      <p className="orders-heading__print">
        <Button onClick={() => window.print()}>{td('heading.print')}</Button>
      </p>
    </header>
  );
}
