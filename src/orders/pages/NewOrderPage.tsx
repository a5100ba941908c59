import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RequireOrganization, useOrganization } from '../../auth';
import { useServiceLookup } from '../../catalogue';
import { platformOf } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { forgetTyped, keepTyped, readTyped } from '../../lib/typed';
import * as v from 'valibot';
import { Button, EmptyState, PageTitle } from '../../ui';
import { orderKeys } from '../api/keys';
import { createOrder } from '../api/orders';
import { messages } from '../messages';
import { pageMessages } from './pageMessages';
import { fieldErrorText } from '../model/labels';
import { LineService } from '../components/LineService';
import { fieldErrorCode, ServerErrorSummary } from '../components/ServerErrors';
import '../orders.css';

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
  const t = useT(messages);
  const tp = useT(pageMessages);
  const { id: organizationId } = useOrganization();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameId = useId();
  // What was typed survives a re-sign-in (sessionStorage, the name only) until the order exists.
  const typedKey = `new-order:${solutionId}:${categoryId}`;
  const [kept] = useState(() => readTyped(typedKey, v.object({ name: v.string() })));
  const [name, setName] = useState(kept?.name ?? '');
  const [typed, setTyped] = useState(kept !== null);
  const [prefilled, setPrefilled] = useState(false);
  const lookup = useServiceLookup(solutionId, categoryId, { organizationId: providerId });
  // The service's name, once known, unless the customer has typed a name of their own.
  if (!prefilled && lookup.status === 'found') {
    setPrefilled(true);
    if (!typed) setName(lookup.solution.name);
  }
  const create = useMutation({
    mutationFn: () =>
      createOrder(platformOf(queryClient), {
        name: name.trim(),
        lines: [{ solutionId, categoryId }],
      }),
    onSuccess: (order) => {
      forgetTyped(typedKey);
      queryClient.setQueryData(orderKeys.detail(organizationId, order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(organizationId) });
      void navigate(`/orders/${order.id}`);
    },
  });
  const nameError = fieldErrorCode(create.error, 'name');

  return (
    <form
      className="panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim() || create.isPending) return;
        create.mutate();
      }}
    >
      <ServerErrorSummary error={create.error} shownFields={['name']} />
      <div className="orders-field">
        <label htmlFor={nameId}>{tp('new.name')}</label>
        <input
          id={nameId}
          value={name}
          required
          maxLength={200}
          aria-describedby={`${nameId}-help${nameError ? ` ${nameId}-error` : ''}`}
          aria-invalid={nameError ? true : undefined}
          onChange={(event) => {
            setTyped(true);
            setName(event.target.value);
            keepTyped(typedKey, { name: event.target.value });
          }}
        />
        <p id={`${nameId}-help`} className="orders-note">
          {tp('new.nameHelp')}
        </p>
        {nameError ? (
          <p id={`${nameId}-error`} className="orders-field__error">
            {fieldErrorText(t, nameError)}
          </p>
        ) : null}
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
