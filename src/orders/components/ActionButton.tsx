import { useId } from 'react';
import type { TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { messages } from '../messages';
import { disabledReasonText, stepTitleText, transitionLabel } from '../model/labels';

interface ActionButtonProps {
  action: TransitionAction;
  busy: boolean;
  /** Another action of the page is running. */
  locked: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Words instead of the transition's label, where several orders' buttons share a page. */
  label?: string;
  onClick: () => void;
}

/**
 * One transition link as a button, labelled in the UI language. Beside it, tied with
 * aria-describedby: a disabled link's reason (`disabledReasonText`), or an enabled link's own
 * `title` where it says more than the label (`stepTitleText`).
 */
export function ActionButton({
  action,
  busy,
  locked,
  variant = 'primary',
  label,
  onClick,
}: ActionButtonProps) {
  const t = useT(messages);
  const noteId = useId();
  const note = action.disabled
    ? disabledReasonText(t, action, label)
    : stepTitleText(action, label);
  return (
    <span className="orders-action">
      <Button
        variant={variant}
        busy={busy}
        disabled={action.disabled || locked}
        aria-describedby={note === undefined ? undefined : noteId}
        data-rel={action.rel}
        onClick={onClick}
      >
        {busy ? t('actions.busy') : (label ?? transitionLabel(t, action.rel))}
      </Button>
      {note === undefined ? null : (
        <span id={noteId} className="orders-action__reason">
          {note}
        </span>
      )}
    </span>
  );
}
