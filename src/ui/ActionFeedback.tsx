/** What an action said when it finished: a confirmation, or an error to read. */
export type ActionFeedbackValue = { kind: 'done' | 'error'; text: string } | null;

/** The class names each feature styles the feedback with. */
export type ActionFeedbackClasses = { region: string; done: string; error: string };

/**
 * The feedback line after an action: a polite live region that announces a confirmation, and
 * an alert for an error. The live region is always rendered so that a screen reader hears what
 * is put into it.
 */
export function ActionFeedback({
  feedback,
  classes,
}: {
  feedback: ActionFeedbackValue;
  classes: ActionFeedbackClasses;
}) {
  return (
    <>
      <div aria-live="polite" className={classes.region}>
        {feedback?.kind === 'done' ? <p className={classes.done}>{feedback.text}</p> : null}
      </div>
      {feedback?.kind === 'error' ? (
        <p role="alert" className={classes.error}>
          {feedback.text}
        </p>
      ) : null}
    </>
  );
}
