import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequireOrganization, useOrganization } from '../../auth';
import { useT } from '../../lib/i18n';
import { EmptyState, PageTitle } from '../../ui';
import { pageMessages } from './pageMessages';
import { AskForQuoteForm } from '../components/AskForQuoteForm';
import '../orders.css';

const positiveInt = (raw: string | null): number | null =>
  raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

function NewOrder() {
  const tp = useT(pageMessages);
  const [search] = useSearchParams();
  const { id: organizationId } = useOrganization();
  const navigate = useNavigate();
  const solutionId = positiveInt(search.get('solutionId'));
  const categoryId = positiveInt(search.get('categoryId'));
  return (
    <>
      <PageTitle>{tp('new.title')}</PageTitle>
      {solutionId === null || categoryId === null ? (
        <EmptyState action={<Link to="/">{tp('list.toCatalogue')}</Link>}>
          <p>{tp('new.missing')}</p>
        </EmptyState>
      ) : (
        <AskForQuoteForm
          organizationId={organizationId}
          solutionId={solutionId}
          categoryId={categoryId}
          providerId={search.get('provider') ?? undefined}
          onDone={(order) => void navigate(`/orders/${order.id}`)}
        />
      )}
    </>
  );
}

/** Route module for `/orders/new?solutionId=…&categoryId=…`. */
export function Component() {
  return (
    <RequireOrganization>
      <NewOrder />
    </RequireOrganization>
  );
}
