import { useId } from 'react';
import type { TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { messages } from '../messages';
import { disabledReasonText, transitionLabel } from '../model/labels';

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
 * One transition link as a button: labelled in the UI language, the link's `title` as tooltip. A
 * disabled link is a disabled button with its reason as visible text, tied with aria-describedby.
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
  const reasonId = useId();
  return (
    <span className="orders-action">
      <Button
        variant={variant}
        busy={busy}
        disabled={action.disabled || locked}
        title={action.title}
        aria-describedby={action.disabled ? reasonId : undefined}
        data-rel={action.rel}
        onClick={onClick}
      >
        {busy ? t('actions.busy') : (label ?? transitionLabel(t, action.rel))}
      </Button>
      {action.disabled ? (
        <span id={reasonId} className="orders-action__reason">
          {disabledReasonText(t, action.disabledReason)}
        </span>
      ) : null}
    </span>
  );
}
