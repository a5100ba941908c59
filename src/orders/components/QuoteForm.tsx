import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { TransitionAction } from '../../lib/hal';
import { isApiError, placeFieldErrors, type FieldError } from '../../lib/http';
import { useFormat, useT } from '../../lib/i18n';
import { forgetTyped, keepTyped, readTyped } from '../../lib/unsentText';
import { Button } from '../../ui';
import { useSaveQuoteDraft } from '../api/mutations';
import type { Order, QuoteFields } from '../api/schemas';
import { messages } from '../messages';
import { draftOutcome, mayHaveApplied } from '../model/applied';
import { fieldErrorText } from '../model/labels';
import { confirmationOf, type Confirmation } from '../model/confirmSteps';
import { ActionButton } from './ActionButton';
import { ConfirmQuestion } from './ConfirmQuestion';
import { initialQuoteValues, quoteFormValuesSchema, toQuoteFields } from './quoteFields';
import { QUOTE_FIELD_NAMES, QuoteFieldInputs, type QuoteFieldName } from './QuoteFieldInputs';
import type { RunResult } from './runResult';
import { ServerErrorSummary } from './ServerErrors';
import { LeaveGuard } from './LeaveGuard';

export const AUTOSAVE_DELAY_MS = 1000;

/** The form's anchor: the page's next-step panel points here when sending is the next step. */
export const QUOTE_FORM_ID = 'quote-form';

const typedKey = (orderId: number) => `quote:${orderId}`;

/** The page's transition as the form sends with it: the links, the one under way, the sending. */
export interface QuoteSending {
  /** The `quote` / `send-offer` links present in `_links` (enabled or disabled). */
  actions: readonly TransitionAction[];
  /** The relation of the page's transition under way (its mutation's variables), or null. */
  pendingRel: string | null;
  /** Sends a transition with the quote fields as body (the page's transition mutation). */
  run: (action: TransitionAction, fields: QuoteFields) => Promise<RunResult>;
}

interface QuoteFormProps {
  organizationId: string;
  order: Order;
  sending: QuoteSending;
  /**
   * The order as read again since `since` (ms), taken as seen by this user, or undefined when it
   * could not be read. The save mutation reads it again before it settles (mutations.ts).
   */
  readSince: (since: number) => Order | undefined;
}

/**
 * The supplier's quote: a private draft saved with `PUT quote-details` (on demand and while typing,
 * debounced), sent with the `quote` or `send-offer` link. Server field errors show at their fields
 * and stay there until that field is changed (or the quote is sent); a draft save leaves them.
 * Saving is the save mutation's state, sending the page's transition mutation's.
 */
export function QuoteForm({ organizationId, order, sending, readSince }: QuoteFormProps) {
  const { pendingRel } = sending;
  const t = useT(messages);
  const format = useFormat();
  const idPrefix = useId();
  const [values, setValues] = useState(
    () =>
      readTyped(typedKey(order.id), quoteFormValuesSchema) ??
      initialQuoteValues(order.quoteDetails),
  );
  const saveDraft = useSaveQuoteDraft(organizationId, order.id);
  const saving = saveDraft.isPending;
  const [edits, setEdits] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, FieldError>>>({});
  /** After a save that failed on the way: whether the re-read order holds it. */
  const [lostSave, setLostSave] = useState<'applied' | 'not-applied' | null>(null);
  /** A refused send: its sentence is on the page already; listed here are errors with no field. */
  const [sendError, setSendError] = useState<unknown>(null);
  /** A send that asks first (confirmSteps.ts), naming the price and dates as typed. */
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const dirty = edits !== savedEdits;
  /** The save's error, unless the order read again showed the save applied all the same. */
  const error = lostSave === 'applied' ? null : saveDraft.error;

  function showFieldErrors(caught: unknown) {
    // Each at the field its path names, by words (formField.ts); the rest the summary says.
    if (isApiError(caught) && caught.fieldErrors.length > 0) {
      setFieldErrors(
        Object.fromEntries(placeFieldErrors(caught.fieldErrors, QUOTE_FIELD_NAMES).at),
      );
    }
  }

  /** The save under way, if any: a press on a send step waits for it instead of being lost. */
  const saveUnderWay = useRef<Promise<void> | null>(null);
  /** A press on a send step that is waiting for that save (one at a time). */
  const pressWaiting = useRef(false);

  function startSave(): Promise<void> {
    const run = save().finally(() => {
      if (saveUnderWay.current === run) saveUnderWay.current = null;
    });
    saveUnderWay.current = run;
    return run;
  }

  async function save() {
    const editsAtStart = edits;
    const sent = toQuoteFields(values);
    const startedAt = Date.now();
    setLostSave(null);
    try {
      await saveDraft.mutateAsync(sent);
      setSavedEdits(editsAtStart);
      setSavedAt(new Date().toISOString());
      // A saved draft says nothing of a refused send's fields: they stay until changed or sent.
      readSince(startedAt);
    } catch (caught) {
      if (!mayHaveApplied(caught)) {
        showFieldErrors(caught);
        setSavedEdits(editsAtStart);
        return;
      }
      // The answer was lost or the server failed: the order read again tells whether it was saved.
      const outcome = draftOutcome(sent, readSince(startedAt));
      if (outcome === 'applied') {
        setSavedEdits(editsAtStart);
        setSavedAt(new Date().toISOString());
      }
      setLostSave(outcome === 'unknown' ? null : outcome);
    }
  }

  // Only what is not saved yet: a save by the button before the timer leaves nothing to do.
  const autosave = useEffectEvent(() => {
    if (!saving && dirty) void startSave();
  });

  useEffect(() => {
    if (edits === 0) return;
    const timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edits]);

  function change(name: QuoteFieldName, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field's error stays at it until the person changes that field.
    setFieldErrors(({ [name]: _changed, ...others }) => others);
    keepTyped(typedKey(order.id), next);
    setEdits((n) => n + 1);
  }

  /**
   * A send step pressed. The autosave may start under the finger of whoever presses it, so a save
   * under way does not lock the step: the press waits for the save to end, then asks or sends.
   */
  async function press(action: TransitionAction) {
    if (pendingRel !== null || pressWaiting.current) return;
    if (saveUnderWay.current) {
      pressWaiting.current = true;
      try {
        await saveUnderWay.current;
      } finally {
        pressWaiting.current = false;
      }
    }
    const confirmation = confirmationOf(action);
    if (confirmation) setConfirming(confirmation);
    else void send(action);
  }

  async function send(action: TransitionAction) {
    setConfirming(null);
    if (pendingRel !== null) return;
    // Never a draft save and the send at once: the send goes after the save's answer.
    if (saveUnderWay.current) await saveUnderWay.current;
    saveDraft.reset();
    setSendError(null);
    const result = await sending.run(action, toQuoteFields(values));
    if (!result.ok) {
      setSendError(result.error);
      showFieldErrors(result.error);
    } else {
      forgetTyped(typedKey(order.id));
      setFieldErrors({});
    }
  }

  return (
    <section
      id={QUOTE_FORM_ID}
      className="panel orders-quote-form"
      aria-labelledby={`${idPrefix}-heading`}
    >
      <h2 id={`${idPrefix}-heading`}>{t('quote.draftHeading')}</h2>
      <p className="orders-note">{t('quote.private')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void startSave();
        }}
      >
        <ServerErrorSummary error={error} shownFields={QUOTE_FIELD_NAMES} />
        {/* Typed and not saved as the draft yet (the autosave comes a second after typing). */}
        <LeaveGuard unsent={() => dirty || saving} />
        {lostSave ? (
          <p role={lostSave === 'applied' ? 'status' : 'alert'} className="orders-note">
            {lostSave === 'applied' ? t('outcome.saved') : t('outcome.notSaved')}
          </p>
        ) : null}
        <ServerErrorSummary error={sendError} shownFields={QUOTE_FIELD_NAMES} headline={false} />
        <QuoteFieldInputs
          idPrefix={idPrefix}
          values={values}
          errorText={(name) => {
            const error = fieldErrors[name];
            return error ? fieldErrorText(t, error.code, error.message) : undefined;
          }}
          onChange={change}
        />
        <div className="orders-quote-form__actions">
          <Button type="submit" busy={saving} disabled={pendingRel !== null}>
            {saving ? t('quote.saving') : t('quote.save')}
          </Button>
          {sending.actions.map((action) => (
            <ActionButton
              key={action.rel}
              action={action}
              busy={pendingRel === action.rel}
              locked={pendingRel !== null}
              onClick={() => void press(action)}
            />
          ))}
        </div>
        {confirming ? (
          <ConfirmQuestion
            key={confirming.action.rel}
            confirmation={confirming}
            quote={toQuoteFields(values)}
            onYes={() => void send(confirming.action)}
            onNo={() => setConfirming(null)}
          />
        ) : null}
        <p role="status" className="orders-note">
          {saving
            ? t('quote.saving')
            : dirty
              ? t('quote.unsaved')
              : savedAt
                ? t('quote.saved', { time: format.dateTime(savedAt) })
                : ''}
        </p>
      </form>
    </section>
  );
}
