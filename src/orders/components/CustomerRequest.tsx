import { useQuery } from '@tanstack/react-query';
import { useFormat, useT } from '../../lib/i18n';
import { Section } from '../../ui';
import { stateHistoryQueryOptions } from '../api/orders';
import { documentMessages } from '../documentMessages';
import { customerRequestOf } from '../model/customerRequest';

/**
 * "The customer's request": the message sent with `request-quote`, read from the state history
 * (the same query the history shows, so it is read once). Nothing while it loads or when there is
 * none; the history below says its own loading and errors.
 */
export function CustomerRequest({
  organizationId,
  orderId,
  isCustomer,
}: {
  organizationId: string;
  orderId: number;
  isCustomer: boolean;
}) {
  const t = useT(documentMessages);
  const format = useFormat();
  const history = useQuery(stateHistoryQueryOptions(organizationId, orderId));
  const request = history.data ? customerRequestOf(history.data.entries) : null;
  if (!request) return null;
  return (
    <Section
      className="panel orders-request"
      heading={isCustomer ? t('request.yours') : t('request.customers')}
    >
      <p className="orders-prewrap">{request.text}</p>
      {request.at ? (
        <p className="orders-note">{t('request.sent', { date: format.dateTime(request.at) })}</p>
      ) : null}
    </Section>
  );
}
