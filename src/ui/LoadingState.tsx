import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { uiMessages } from './messages';

/**
 * After this long a loading state says in words that it takes longer than usual, and offers its
 * retry (the product promises it within 10 s; the HTTP client's own time-out and the query's
 * automatic retries take longer: docs/decisions/0131-the-screen-never-contradicts-itself.md).
 */
export const SLOW_AFTER_MS = 8_000;

/** A spinner with status text that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const t = useT(uiMessages);
  return (
    <span className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label ?? t('loading.default')}</span>
    </span>
  );
}

/**
 * A block-level loading state for a page or a panel. After {@link SLOW_AFTER_MS} it says that this
 * takes longer than usual and, given `onRetry`, offers to try again while the first request may
 * still finish; trying again starts the wait over.
 */
export function LoadingState({ label, onRetry }: { label?: string; onRetry?: () => void }) {
  const t = useT(uiMessages);
  const [attempt, setAttempt] = useState(0);
  const [slowAttempt, setSlowAttempt] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSlowAttempt(attempt), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [attempt]);
  const slow = slowAttempt === attempt;
  return (
    <div className="loading-state">
      <Spinner {...(label === undefined ? {} : { label })} />
      {slow ? (
        <div className="loading-state__slow" role="status">
          <p>{onRetry ? t('loading.slowRetry') : t('loading.slow')}</p>
          {onRetry ? (
            <Button
              variant="secondary"
              onClick={() => {
                setAttempt((count) => count + 1);
                onRetry();
              }}
            >
              {t('error.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
