import { useEffect, useRef } from 'react';

/** What an action said when it finished: a confirmation, or an error to read. */
export type ActionFeedbackValue = { kind: 'done' | 'error'; text: string } | null;

/** The class names each feature styles the feedback with. */
export type ActionFeedbackClasses = { region: string; done: string; error: string };

/**
 * The feedback line after an action: a polite live region that announces a confirmation, and
 * an alert for an error. The live region is always rendered so that a screen reader hears what
 * is put into it. With `takeFocus`, focus moves to each new feedback line (the result of the
 * step), not to the page body where it falls when the pressed button goes away.
 */
export function ActionFeedback({
  feedback,
  classes,
  takeFocus = false,
}: {
  feedback: ActionFeedbackValue;
  classes: ActionFeedbackClasses;
  takeFocus?: boolean;
}) {
  const lineRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && feedback) lineRef.current?.focus();
  }, [takeFocus, feedback]);
  return (
    <>
      <div aria-live="polite" className={classes.region}>
        {feedback?.kind === 'done' ? (
          <p ref={lineRef} tabIndex={-1} className={classes.done}>
            {feedback.text}
          </p>
        ) : null}
      </div>
      {feedback?.kind === 'error' ? (
        <p ref={lineRef} tabIndex={-1} role="alert" className={classes.error}>
          {feedback.text}
        </p>
      ) : null}
    </>
  );
}
