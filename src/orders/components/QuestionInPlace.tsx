import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../ui';

export interface QuestionInPlaceProps {
  /** The question; it names the dialog. */
  question: ReactNode;
  /** What stands between the question and the buttons (a reason to type). */
  children?: ReactNode;
  /** The answer that acts, with its look; focus moves to it when the question appears. */
  yes: { label: string; variant: ButtonVariant; onClick: () => void };
  /** The answer that goes back. */
  no: { label: string; variant?: ButtonVariant; onClick: () => void };
  /** While the answer is sent: both buttons disabled. */
  busy?: boolean;
  /** False where a field of `children` takes the first focus instead of the acting answer. */
  focusYes?: boolean;
}

/**
 * A question asked in place before a step that binds or loses something (an alertdialog named by
 * its question): the acting answer first, focused so keyboard and screen-reader users land on it,
 * then the answer that goes back. The one frame of the order steps' questions, the comparison's
 * "cancel the others" and the leave guard.
 */
export function QuestionInPlace(props: QuestionInPlaceProps) {
  const { question, children, yes, no, busy = false, focusYes = true } = props;
  const id = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusYes) yesRef.current?.focus();
  }, [focusYes]);
  return (
    <div className="orders-confirm" role="alertdialog" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{question}</p>
      {children}
      {/* A plain button (same look as ui/Button) so that focus can move to it. */}
      <button
        type="button"
        ref={yesRef}
        className={`button button--${yes.variant}`}
        disabled={busy}
        onClick={yes.onClick}
      >
        {yes.label}
      </button>
      <Button variant={no.variant} onClick={no.onClick} disabled={busy}>
        {no.label}
      </Button>
    </div>
  );
}
