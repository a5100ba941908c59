import './orderProgress.css';
import { useT } from '../../lib/i18n';
import { Section, VisuallyHidden } from '../../ui';
import { messages } from '../messages';
import { MAIN_PATH, progressOf, stateLabel } from '../model/states';

/**
 * Where the order stands on the main path, from its current state alone: steps before it done, it
 * current, the rest to come. Cancelled and unknown states are said in words, no step is current.
 */
export function OrderProgress({ state }: { state: string }) {
  const t = useT(messages);
  const progress = progressOf(state);
  const total = MAIN_PATH.length;

  const summary =
    progress.kind === 'on-path'
      ? t('page.progressStep', {
          step: progress.index + 1,
          total,
          label: stateLabel(t, state),
        })
      : progress.kind === 'cancelled'
        ? t('page.progressCancelledShort')
        : t('page.progressUnknown', { state });

  return (
    <Section
      className={`orders-progress orders-progress--${progress.kind}`}
      heading={t('page.progress')}
      headingClassName="visually-hidden"
    >
      <p className="orders-progress__summary">{summary}</p>
      <ol className="orders-progress__steps">
        {MAIN_PATH.map((step, index) => {
          const status =
            progress.kind !== 'on-path'
              ? 'todo'
              : index < progress.index
                ? 'done'
                : index === progress.index
                  ? 'current'
                  : 'todo';
          return (
            <li
              key={step}
              className={`orders-progress__step orders-progress__step--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="orders-progress__dot" aria-hidden="true">
                {status === 'done' ? '✓' : index + 1}
              </span>
              <span className="orders-progress__label">{stateLabel(t, step)}</span>
              {progress.kind === 'on-path' ? (
                <VisuallyHidden>
                  {` (${
                    status === 'done'
                      ? t('page.stepDone')
                      : status === 'current'
                        ? t('page.stepCurrent')
                        : t('page.stepTodo')
                  })`}
                </VisuallyHidden>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
