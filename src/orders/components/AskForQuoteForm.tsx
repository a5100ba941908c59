import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as v from 'valibot';
import { useServiceLookup } from '../../catalogue';
import { isApiError } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { forgetTyped, keepTyped, readTyped } from '../../lib/unsentText';
import { Button } from '../../ui';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { mayHaveApplied } from '../model/applied';
import { errorSaid } from '../model/labels';
import { pageMessages } from '../pages/pageMessages';
import { LineService } from './LineService';
import { OrderNameField } from './OrderNameField';
import { LeaveGuard } from './LeaveGuard';
import { fieldErrorAt, ServerErrorSummary } from './ServerErrors';
import { useAskForQuote, type RequestOutcome } from './useAskForQuote';
import { TextAreaField } from './fields';

/** What the form keeps across a re-sign-in: the typed name and message, the idempotency key. */
const keptSchema = v.object({
  name: v.string(),
  message: v.optional(v.string(), ''),
  key: v.optional(v.string()),
});

/** The sandbox's answer to a key sent again with another body (docs/platform-contract.md). */
const KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/** A created order whose request for a quote did not go through (its answer lost, or refused). */
type Unrequested = Extract<RequestOutcome, { kind: 'lost' | 'refused' }>;

export interface AskForQuoteFormProps {
  organizationId: string;
  solutionId: number;
  categoryId: number;
  /** The provider named by the link: finds a service on the provider's own category. */
  providerId: string | undefined;
  /** The order exists and has been asked for (or kept as a draft): open it. */
  onDone: (order: Order) => void;
}

/**
 * "Ask for a quote" in one step: an order name and a message to the supplier (what, how much,
 * where, when), then the order is created and its quote requested with the message as `notes`.
 * "Create draft order" only creates it. Should the create succeed and the request's answer be
 * lost, the form says so and asks again for the same order (useAskForQuote.ts).
 */
export function AskForQuoteForm({
  organizationId,
  solutionId,
  categoryId,
  providerId,
  onDone,
}: AskForQuoteFormProps) {
  const tp = useT(pageMessages);
  const t = useT(messages);
  const messageId = useId();
  // What was typed survives a re-sign-in (sessionStorage) until the order exists. One idempotency
  // key per form fill, kept across retries and edits (decision 0080).
  const typedKey = `new-order:${solutionId}:${categoryId}`;
  const [kept] = useState(() => readTyped(typedKey, keptSchema));
  const [name, setName] = useState(kept?.name ?? '');
  const [message, setMessage] = useState(kept?.message ?? '');
  const [idempotencyKey, setIdempotencyKey] = useState(() => kept?.key ?? crypto.randomUUID());
  const [typed, setTyped] = useState(kept !== null);
  const [prefilled, setPrefilled] = useState(false);
  const [messageMissing, setMessageMissing] = useState(false);
  const [unrequested, setUnrequested] = useState<Unrequested | null>(null);
  /** The order exists and the page moves on to it: nothing typed is left behind. */
  const done = useRef(false);
  const lookup = useServiceLookup(solutionId, categoryId, { organizationId: providerId });
  // The service's name, once known, unless the customer has typed a name of their own or is in
  // the field (a name arriving then would mix with what they type).
  if (!prefilled && lookup.status === 'found') {
    setPrefilled(true);
    if (!typed) setName(lookup.solution.name);
  }
  const { create, requestQuote, askAgain, requesting } = useAskForQuote(organizationId);
  const busy = create.isPending || requesting;
  const nameError = fieldErrorAt(create.error, 'name');
  const keyReused = isApiError(create.error) && create.error.code === KEY_REUSED;

  function keep(next: { name?: string; message?: string; key?: string }) {
    keepTyped(typedKey, { name, message, key: idempotencyKey, ...next });
  }

  function finish(outcome: RequestOutcome) {
    if (outcome.kind === 'lost' || outcome.kind === 'refused') {
      setUnrequested(outcome);
      return;
    }
    forgetTyped(typedKey);
    done.current = true;
    onDone(outcome.order);
  }

  function submit(ask: boolean) {
    if (busy || !name.trim()) return;
    const notes = message.trim();
    if (ask && !notes) {
      setMessageMissing(true);
      document.getElementById(messageId)?.focus();
      return;
    }
    if (unrequested) {
      void askAgain(unrequested.order, notes).then(finish);
      return;
    }
    keep({});
    create.mutate(
      { input: { name: name.trim(), lines: [{ solutionId, categoryId }] }, idempotencyKey },
      {
        onSuccess: (order) => {
          if (!ask) {
            forgetTyped(typedKey);
            done.current = true;
            onDone(order);
          } else void requestQuote(order, notes).then(finish);
        },
        onError: (error) => {
          // An earlier try with this key created a draft under the name sent then: the form says
          // so, and a new key lets the customer create this one too if they mean to.
          if (isApiError(error) && error.code === KEY_REUSED) {
            const key = crypto.randomUUID();
            setIdempotencyKey(key);
            keep({ key });
          }
        },
      },
    );
  }

  const created = unrequested?.order ?? null;

  return (
    <form
      className="panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(true);
      }}
    >
      {keyReused ? null : <ServerErrorSummary error={create.error} shownFields={['name']} />}
      {keyReused || mayHaveApplied(create.error) ? (
        <p role="alert" className="orders-note">
          {keyReused ? tp('new.keyReused') : tp('new.lost')}{' '}
          <Link to="/orders">{tp('new.toOrders')}</Link>
        </p>
      ) : null}
      {unrequested ? (
        <div role="alert" className="orders-error">
          <p>
            {unrequested.kind === 'lost'
              ? tp('new.requestLost', { id: unrequested.order.id })
              : tp('new.requestRefused', {
                  id: unrequested.order.id,
                  reason: errorSaid(t, unrequested.error),
                })}
          </p>
          <p>
            <Link to={`/orders/${unrequested.order.id}`}>
              {tp('new.openOrder', { id: unrequested.order.id })}
            </Link>
          </p>
        </div>
      ) : null}
      <div className="orders-field">
        <OrderNameField
          label={tp('new.name')}
          value={created ? (created.name ?? '') : name}
          onChange={(value) => {
            if (created) return;
            setTyped(true);
            setName(value);
            keep({ name: value });
          }}
          onFocus={() => setTyped(true)}
          help={tp('new.nameHelp')}
          error={nameError}
        />
      </div>
      <TextAreaField
        id={messageId}
        label={tp('new.message')}
        rows={5}
        value={message}
        onChange={(value) => {
          setMessage(value);
          setMessageMissing(false);
          keep({ message: value });
        }}
        help={tp('new.messageHelp')}
        error={messageMissing ? tp('new.messageRequired') : undefined}
      />
      <h2>{tp('new.line')}</h2>
      <LineService
        solutionId={solutionId}
        categoryId={categoryId}
        providerId={providerId}
        heading="h3"
      />
      <p className="orders-note">{tp('new.draftInfo')}</p>
      <div className="orders-quote-form__actions">
        <Button type="submit" variant="primary" busy={busy} disabled={!name.trim()}>
          {busy
            ? tp('new.asking')
            : unrequested?.kind === 'lost'
              ? tp('new.askAgain')
              : tp('new.ask')}
        </Button>
        {created ? null : (
          <Button disabled={busy || !name.trim()} onClick={() => submit(false)}>
            {tp('new.submit')}
          </Button>
        )}
      </div>
      <LeaveGuard unsent={() => !done.current && message.trim() !== ''} />
    </form>
  );
}
