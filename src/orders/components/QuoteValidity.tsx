import './document.css';
import { useFormat, useT } from '../../lib/i18n';
import { documentMessages } from '../documentMessages';
import { quoteValidity } from '../model/quoteValidity';

/**
 * The quote's deadline in plain words on a quoted order: a warning to the customer when it runs
 * out within three days, and once it has run out, a plain statement of what each party can do now.
 */
export function QuoteValidity({
  until,
  isCustomer,
  canWithdraw = false,
  today = new Date().toISOString().slice(0, 10),
}: {
  until: string | null | undefined;
  isCustomer: boolean;
  /** The server offers the supplier `withdraw-offer` (from `_links`): the way to revise. */
  canWithdraw?: boolean;
  today?: string;
}) {
  const t = useT(documentMessages);
  const format = useFormat();
  const validity = quoteValidity(until, today);
  if (validity.kind === 'expired')
    return (
      <p className="orders-validity orders-validity--expired" role="note">
        {t(
          isCustomer
            ? 'validity.expired'
            : canWithdraw
              ? 'validity.expiredSupplier'
              : 'validity.expiredSupplierNoWithdraw',
          { date: format.date(validity.until) },
        )}
      </p>
    );
  if (validity.kind === 'soon' && isCustomer)
    return (
      <p className="orders-validity orders-validity--soon" role="note">
        {validity.days === 0
          ? t('validity.today', { date: format.date(validity.until) })
          : t('validity.soon', { count: validity.days, date: format.date(validity.until) })}
      </p>
    );
  return null;
}
