import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequireOrganization, useOrganization } from '../../auth';
import { useServiceLookup } from '../../catalogue';
import { isApiError } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { forgetTyped, keepTyped, readTyped } from '../../lib/unsentText';
import * as v from 'valibot';
import { Button, EmptyState, PageTitle } from '../../ui';
import { useCreateOrder } from '../api/mutations';
import { mayHaveApplied } from '../model/applied';
import { pageMessages } from './pageMessages';
import { OrderNameField } from '../components/OrderNameField';
import { LineService } from '../components/LineService';
import { fieldErrorCode, ServerErrorSummary } from '../components/ServerErrors';
import '../orders.css';

/** What the form keeps across a re-sign-in: the typed name and the form fill's idempotency key. */
const keptSchema = v.object({ name: v.string(), key: v.optional(v.string()) });

/** The sandbox's answer to a key sent again with another body (docs/platform-contract.md). */
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

const positiveInt = (raw: string | null): number | null =>
  raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

function NewOrderForm({
  solutionId,
  categoryId,
  providerId,
}: {
  solutionId: number;
  categoryId: number;
  /** The provider named by the link: finds a service on the provider's own category. */
  providerId: string | undefined;
}) {
  const tp = useT(pageMessages);
  const { id: organizationId } = useOrganization();
  const navigate = useNavigate();
  // What was typed survives a re-sign-in (sessionStorage: the name and the key) until the order
  // exists. One idempotency key per form fill, kept across retries and edits (decision 0112).
  const typedKey = `new-order:${solutionId}:${categoryId}`;
  const [kept] = useState(() => readTyped(typedKey, keptSchema));
  const [name, setName] = useState(kept?.name ?? '');
  const [idempotencyKey, setIdempotencyKey] = useState(() => kept?.key ?? crypto.randomUUID());
  const [typed, setTyped] = useState(kept !== null);
  const [prefilled, setPrefilled] = useState(false);
  const lookup = useServiceLookup(solutionId, categoryId, { organizationId: providerId });
  // The service's name, once known, unless the customer has typed a name of their own.
  if (!prefilled && lookup.status === 'found') {
    setPrefilled(true);
    if (!typed) setName(lookup.solution.name);
  }
  const create = useCreateOrder(organizationId);
  const nameError = fieldErrorCode(create.error, 'name');
  const keyReused = isApiError(create.error) && create.error.code === KEY_REUSED;

  function submit() {
    keepTyped(typedKey, { name, key: idempotencyKey });
    create.mutate(
      { input: { name: name.trim(), lines: [{ solutionId, categoryId }] }, idempotencyKey },
      {
        onSuccess: (order) => {
          forgetTyped(typedKey);
          void navigate(`/orders/${order.id}`);
        },
        onError: (error) => {
          // An earlier try with this key created a draft under the name sent then: the form says
          // so, and a new key lets the customer create this one too if they mean to.
          if (isApiError(error) && error.code === KEY_REUSED) {
            const key = crypto.randomUUID();
            setIdempotencyKey(key);
            keepTyped(typedKey, { name, key });
          }
        },
      },
    );
  }

  return (
    <form
      className="panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim() || create.isPending) return;
        submit();
      }}
    >
      {keyReused ? null : <ServerErrorSummary error={create.error} shownFields={['name']} />}
      {keyReused || mayHaveApplied(create.error) ? (
        <p role="alert" className="orders-note">
          {keyReused ? tp('new.keyReused') : tp('new.lost')}{' '}
          <Link to="/orders">{tp('new.toOrders')}</Link>
        </p>
      ) : null}
      <div className="orders-field">
        <OrderNameField
          label={tp('new.name')}
          value={name}
          onChange={(value) => {
            setTyped(true);
            setName(value);
            keepTyped(typedKey, { name: value, key: idempotencyKey });
          }}
          help={tp('new.nameHelp')}
          error={nameError}
        />
      </div>
      <h2>{tp('new.line')}</h2>
      <LineService
        solutionId={solutionId}
        categoryId={categoryId}
        providerId={providerId}
        heading="h3"
      />
      <p className="orders-note">{tp('new.draftInfo')}</p>
      <Button type="submit" variant="primary" busy={create.isPending} disabled={!name.trim()}>
        {create.isPending ? tp('new.submitting') : tp('new.submit')}
      </Button>
    </form>
  );
}

function NewOrder() {
  const tp = useT(pageMessages);
  const [search] = useSearchParams();
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
        <NewOrderForm
          solutionId={solutionId}
          categoryId={categoryId}
          providerId={search.get('provider') ?? undefined}
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
