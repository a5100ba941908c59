import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { messages } from '../messages';
import { CONFIRM_STEPS, confirmationOf } from '../model/confirmSteps';
import { orderName } from '../model/labels';
import type { ComparedOrder } from '../model/comparison';
import { ConfirmQuestion } from '../components/ConfirmQuestion';
import { QuestionInPlace } from '../components/QuestionInPlace';
import { compareMessages } from './compareMessages';
import type { useChooseQuote } from './useChooseQuote';

type Choose = ReturnType<typeof useChooseQuote>;

/**
 * The choice under way, above the comparison: the accept question (the confirm-step table's, the
 * same words as on the order page: amount and dates), then the offer to cancel the others in one
 * confirmed step, then what became of each. Focus moves to each new step.
 */
export function ChoicePanel({
  choose,
  supplierOf,
}: {
  choose: Choose;
  supplierOf: (entry: ComparedOrder) => string;
}) {
  const t = useT(messages);
  const tc = useT(compareMessages);
  const id = useId();
  const focusRef = useRef<HTMLHeadingElement>(null);
  const { choice, setChoice } = choose;
  const nameOf = (entry: ComparedOrder) => `${orderName(t, entry.order)} (${supplierOf(entry)})`;

  useEffect(() => {
    if (choice.step === 'accepted' || choice.step === 'cancelled') focusRef.current?.focus();
  }, [choice.step]);

  if (choice.step === 'choosing') return null;
  if (choice.step === 'confirm-accept') {
    const confirmation = confirmationOf(choice.action);
    if (confirmation === null) return null;
    return (
      <section
        className="panel compare-choice"
        aria-label={tc('choose.accept', { supplier: supplierOf(choice.entry) })}
      >
        <ConfirmQuestion
          confirmation={confirmation}
          quote={choice.entry.order.quoteDetails}
          onYes={() => void choose.accept(choice.entry, choice.action)}
          onNo={() => setChoice({ step: 'choosing' })}
        />
      </section>
    );
  }
  if (choice.step === 'accept-failed')
    return (
      <p role="alert" className="orders-error">
        {choice.reason}
      </p>
    );

  const accepted = (
    <p className="orders-success">
      {tc('choose.accepted', { supplier: supplierOf(choice.entry) })}
    </p>
  );
  if (choice.step === 'cancelled')
    return (
      <section className="panel compare-choice" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} ref={focusRef} tabIndex={-1}>
          {tc(choice.entry.request === null ? 'choose.othersPicked' : 'choose.othersHeading')}
        </h2>
        {accepted}
        <ul>
          {choice.results.map((result) => (
            <li key={result.entry.order.id}>
              {result.kind === 'cancelled'
                ? tc('choose.cancelled', { name: nameOf(result.entry) })
                : result.kind === 'no-link'
                  ? tc('choose.noCancelLink', { name: nameOf(result.entry) })
                  : tc('choose.notCancelled', {
                      name: nameOf(result.entry),
                      reason: result.reason,
                    })}{' '}
              <Link to={`/orders/${result.entry.order.id}`}>
                {orderName(t, result.entry.order)}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={`/orders/${choice.entry.order.id}`}>{orderName(t, choice.entry.order)}</Link>
        </p>
      </section>
    );

  const { others, confirming } = choice;
  const withLink = others.filter((other) => {
    const action = choose.actionOf(other, 'cancel');
    return action !== undefined && !action.disabled;
  });
  const withoutLink = others.filter((other) => !withLink.includes(other));
  const note = tc('choose.note');
  const busy = choose.pending !== null;
  return (
    <section className="panel compare-choice" aria-labelledby={`${id}-others`}>
      {accepted}
      <h2 id={`${id}-others`} ref={focusRef} tabIndex={-1}>
        {tc(choice.entry.request === null ? 'choose.othersPicked' : 'choose.othersHeading')}
      </h2>
      {others.length > 0 ? <p>{tc('choose.othersText', { note })}</p> : null}
      <ul>
        {others.map((other) => (
          <li key={other.order.id}>
            <Link to={`/orders/${other.order.id}`}>{nameOf(other)}</Link>
            {withoutLink.includes(other) ? (
              <> — {tc('choose.noCancelLink', { name: orderName(t, other.order) })}</>
            ) : null}
          </li>
        ))}
      </ul>
      {withLink.length > 0 && !confirming ? (
        <Button
          variant={CONFIRM_STEPS.cancel.tone}
          onClick={() => setChoice({ ...choice, confirming: true })}
        >
          {tc('choose.cancelOthers', { count: withLink.length })}
        </Button>
      ) : null}
      {confirming ? (
        // The one question before the others are cancelled: it names them and the note they get.
        <QuestionInPlace
          question={tc('choose.confirmCancel', {
            names: withLink.map(nameOf).join(', '),
            note,
          })}
          yes={{
            label: busy ? tc('choose.cancelling') : tc('choose.yesCancel'),
            variant: CONFIRM_STEPS.cancel.tone,
            onClick: () => void choose.cancelOthers(choice.entry, others),
          }}
          no={{
            label: tc('choose.no'),
            onClick: () => setChoice({ ...choice, confirming: false }),
          }}
          busy={busy}
        />
      ) : null}
    </section>
  );
}
