import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';

/**
 * A 429: says how long the catalogue asks us to wait and counts down; then tries again once
 * (`onRetry`), unless the query client is already retrying by itself (no `onRetry`).
 */
export function RateLimitNotice({ seconds, onRetry }: { seconds: number; onRetry?: () => void }) {
  const t = useT(messages);
  const [left, setLeft] = useState(seconds);
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
      <p>{t('results.rateLimited', { seconds })}</p>
      <p>{t('results.rateLimitedRetry', { seconds: Math.max(0, left) })}</p>
    </div>
  );
}
