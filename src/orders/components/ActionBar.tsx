import { useEffect, useId, useRef, useState } from 'react';
import type { TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { messages } from '../messages';
import { CONFIRMED_RELATIONS, SET_APART_RELATIONS, isQuoteRelation } from '../model/relations';
import { ActionButton } from './ActionButton';

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
}: ActionBarProps) {
  const t = useT(messages);
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState<TransitionAction | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  // Moves focus to the confirmation so keyboard and screen-reader users land on the question.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const shown = actions.filter((a) => !isIn(renderedElsewhere, a.rel));
  const forward = shown.filter((a) => !isIn(SET_APART_RELATIONS, a.rel));
  const apart = shown.filter((a) => isIn(SET_APART_RELATIONS, a.rel));
  const takesNotes = shown.some((a) => !a.disabled && !isQuoteRelation(a.rel));

  async function run(action: TransitionAction) {
    setConfirming(null);
    if (await onRun(action, notes.trim())) setNotes('');
  }

  function press(action: TransitionAction) {
    if (pendingRel !== null) return;
    if (isIn(CONFIRMED_RELATIONS, action.rel)) setConfirming(action);
    else void run(action);
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
      {shown.length === 0 ? <p>{t('actions.none')}</p> : null}
      {takesNotes ? (
        <div className="orders-field">
          <label htmlFor={notesId}>{t('actions.notes')}</label>
          <textarea
            id={notesId}
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
      ) : null}
      {forward.length > 0 ? (
        <div className="orders-actions__forward">{forward.map((a) => button(a, 'primary'))}</div>
      ) : null}
      {apart.length > 0 ? (
        <div className="orders-actions__apart">{apart.map((a) => button(a, 'danger'))}</div>
      ) : null}
      {confirming ? (
        <div className="orders-confirm" role="alertdialog" aria-labelledby={`${notesId}-confirm`}>
          <p id={`${notesId}-confirm`}>
            {confirming.rel === 'cancel' ? t('confirm.cancel') : t('confirm.request-revisions')}
          </p>
          {/* A plain button (same look as ui/Button) so that focus can move to it. */}
          <button
            type="button"
            ref={confirmRef}
            className={`button button--${confirming.rel === 'cancel' ? 'danger' : 'primary'}`}
            onClick={() => void run(confirming)}
          >
            {confirming.rel === 'cancel'
              ? t('confirm.yes.cancel')
              : t('confirm.yes.request-revisions')}
          </button>
          <Button onClick={() => setConfirming(null)}>{t('confirm.no')}</Button>
        </div>
      ) : null}
    </section>
  );
}
