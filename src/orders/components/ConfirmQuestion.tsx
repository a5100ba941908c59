import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { Confirmation } from '../model/confirmSteps';
import { QuestionInPlace } from './QuestionInPlace';
import { useQuoteWords, type NamedQuote } from './useQuoteWords';

interface ConfirmQuestionProps {
  /** The step and how it asks (`confirmationOf`). */
  confirmation: Confirmation;
  /** The quote the step commits to (for steps whose question names the quote). */
  quote?: NamedQuote | null;
  /** A reason typed earlier (the page's note field), offered as the start of the answer. */
  initialReason?: string;
  /** Sends the step; `reason` is the typed reason for a step that asks one, else ''. */
  onYes: (reason: string) => void;
  onNo: () => void;
}

/**
 * The question a binding step asks in place before it acts (the table in confirmSteps.ts): it
 * names what the step commits to, and for a step that asks a reason, takes it (required). Focus
 * moves to it so keyboard and screen-reader users land on the question.
 */
export function ConfirmQuestion({
  confirmation: { action, step },
  quote,
  initialReason = '',
  onYes,
  onNo,
}: ConfirmQuestionProps) {
  const t = useT(messages);
  const id = useId();
  const { amount, start, end, validUntil } = useQuoteWords(quote);
  const [reason, setReason] = useState(initialReason);
  const [missing, setMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (step.asksReason) reasonRef.current?.focus();
  }, [step.asksReason]);

  function yes() {
    if (step.asksReason && !reason.trim()) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    onYes(step.asksReason ? reason.trim() : '');
  }

  return (
    <QuestionInPlace
      question={t(
        `confirm.${action.rel}`,
        step.names === 'quote' ? { amount, start, end, validUntil } : {},
      )}
      yes={{ label: t(`confirm.yes.${action.rel}`), variant: step.tone, onClick: yes }}
      no={{ label: t('confirm.no'), onClick: onNo }}
      focusYes={!step.asksReason}
    >
      {step.asksReason ? (
        <div className="orders-field">
          <label htmlFor={`${id}-reason`}>{t('confirm.reason')}</label>
          <textarea
            id={`${id}-reason`}
            ref={reasonRef}
            rows={3}
            required
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${id}-missing`} className="orders-field__error">
              {t('confirm.reasonRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
    </QuestionInPlace>
  );
}
