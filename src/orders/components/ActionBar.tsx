import { useId, useState } from 'react';
import type { TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { confirmationOf, type Confirmation } from '../model/confirmSteps';
import { SET_APART_RELATIONS, isQuoteRelation } from '../model/relations';
import { ActionButton } from './ActionButton';
import { ConfirmQuestion } from './ConfirmQuestion';
import { QUOTE_FORM_ID } from './QuoteForm';
import type { NamedQuote } from './useQuoteWords';
import { TextAreaField } from './fields';

export interface ActionBarProps {
  /** The order's known transitions, from `selectTransitions` (never computed by the app). */
  actions: readonly TransitionAction[];
  /**
   * Sends the transition through the page's transition mutation; resolves true on success (notes
   * are then cleared), false on refusal or when another transition was already under way.
   */
  onRun: (action: TransitionAction, notes: string) => Promise<boolean>;
  /** The relation whose transition is under way (the mutation's pending variables), or null. */
  pendingRel?: string | null;
  /** Relation names drawn elsewhere on the page (the quote form's send buttons). */
  renderedElsewhere?: readonly string[];
  /** The order's sent quote, named by the question of a step that commits to it (accept). */
  quote?: NamedQuote | null;
}

const isIn = (list: readonly string[], rel: string) => list.includes(rel);

/**
 * The order's actions: one button per known transition link, forward actions along the main path,
 * `cancel` set apart. One request at a time: while the transition mutation is pending every button
 * is locked and the running one busy; the mutation itself refuses a second start (mutations.ts).
 */
export function ActionBar({
  actions,
  onRun,
  renderedElsewhere = [],
  pendingRel = null,
  quote = null,
}: ActionBarProps) {
  const t = useT(messages);
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const shown = actions.filter((a) => !isIn(renderedElsewhere, a.rel));
  const forward = shown.filter((a) => !isIn(SET_APART_RELATIONS, a.rel));
  const apart = shown.filter((a) => isIn(SET_APART_RELATIONS, a.rel));
  const inQuoteForm = actions.some((a) => isIn(renderedElsewhere, a.rel));
  const takesNotes = shown.some((a) => !a.disabled && !isQuoteRelation(a.rel));

  async function run(action: TransitionAction, sentNotes: string) {
    setConfirming(null);
    if (await onRun(action, sentNotes)) setNotes('');
  }

  /** A step in the confirm table asks first (confirmSteps.ts); any other acts at once. */
  function press(action: TransitionAction) {
    if (pendingRel !== null) return;
    const confirmation = confirmationOf(action);
    if (confirmation) setConfirming(confirmation);
    else void run(action, notes.trim());
  }

  const button = (action: TransitionAction, variant: 'primary' | 'danger') => (
    <ActionButton
      key={action.rel}
      action={action}
      variant={variant}
      busy={pendingRel === action.rel}
      locked={pendingRel !== null}
      onClick={() => press(action)}
    />
  );

  return (
    <section className="panel orders-actions" aria-labelledby={`${notesId}-heading`}>
      <h2 id={`${notesId}-heading`}>{t('actions.heading')}</h2>
      {inQuoteForm ? (
        <p>
          <a href={`#${QUOTE_FORM_ID}`}>{t('actions.inQuoteForm')}</a>
        </p>
      ) : shown.length === 0 ? (
        <p>{t('actions.none')}</p>
      ) : null}
      {takesNotes ? (
        <TextAreaField
          id={notesId}
          label={t('actions.notes')}
          rows={2}
          value={notes}
          onChange={setNotes}
        />
      ) : null}
      {forward.length > 0 ? (
        <div className="orders-actions__forward">{forward.map((a) => button(a, 'primary'))}</div>
      ) : null}
      {apart.length > 0 ? (
        <div className="orders-actions__apart">{apart.map((a) => button(a, 'danger'))}</div>
      ) : null}
      {confirming ? (
        <ConfirmQuestion
          key={confirming.action.rel}
          confirmation={confirming}
          quote={quote}
          initialReason={notes.trim()}
          // A step that asks a reason sends it as its notes; any other sends the note field's text.
          onYes={(reason) =>
            void run(confirming.action, confirming.step.asksReason ? reason : notes.trim())
          }
          onNo={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
