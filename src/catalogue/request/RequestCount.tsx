import { Link } from 'react-router';
import { useSession } from '../../auth';
import { useT } from '../../lib/i18n';
import { requestMessages } from './requestMessages';
import './request.css';
import { useRequestList } from './useRequestList';
import { useRequestOwner } from './useRequestOwner';

/**
 * "Your request (3)" in the header, wherever the customer is, once a service is collected. The
 * app keeps it mounted from the first sign-in on: it also keeps the list with its owner.
 */
export function RequestCount() {
  const t = useT(requestMessages);
  const { status } = useSession();
  useRequestOwner();
  const items = useRequestList();
  if (status !== 'signed-in' || items.length === 0) return null;
  return (
    <Link className="request-count" to="/orders/request">
      {t('request.count', { count: items.length })}
    </Link>
  );
}
