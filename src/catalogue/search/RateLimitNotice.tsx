import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';

/** Our own wait before trying again when the catalogue named none (never shown as its figure). */
const WAIT_WITHOUT_RETRY_AFTER_SECONDS = 10;

/**
 * A 429: says how long the catalogue asks us to wait (its `Retry-After`, or no number when it gave
 * none) and counts down; then tries again once (`onRetry`), unless the query client is already
 * retrying by itself (no `onRetry`).
 */
export function RateLimitNotice({
  seconds,
  onRetry,
}: {
  seconds: number | undefined;
  onRetry?: () => void;
}) {
  const t = useT(messages);
  const [left, setLeft] = useState(seconds ?? WAIT_WITHOUT_RETRY_AFTER_SECONDS);
  const retried = useRef(false);
  const retry = useRef<(() => void) | undefined>(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  }, [onRetry]);
  useEffect(() => {
    if (left <= 0) {
      if (!retried.current) {
        retried.current = true;
        retry.current?.();
      }
      return undefined;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <div className="notice notice-warning" role="alert">
      {seconds === undefined ? (
        <>
          <p>{t('results.rateLimitedNoWait')}</p>
          <p>{t('results.rateLimitedRetrySoon')}</p>
        </>
      ) : (
        <>
          <p>{t('results.rateLimited', { seconds })}</p>
          <p>{t('results.rateLimitedRetry', { seconds: Math.max(0, left) })}</p>
        </>
      )}
    </div>
  );
}
