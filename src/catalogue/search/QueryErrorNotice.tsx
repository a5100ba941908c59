import { isApiError } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { messages, type CatalogueMessageKey } from '../messages';
import { RateLimitNotice } from './RateLimitNotice';

/** The error state of a catalogue query: a 429 waits and retries, anything else offers a retry. */
export function QueryErrorNotice({
  error,
  onRetry,
  messageKey = 'results.error',
}: {
  error: unknown;
  onRetry: () => void;
  messageKey?: CatalogueMessageKey;
}) {
  const t = useT(messages);
  if (isApiError(error) && error.status === 429) {
    return <RateLimitNotice seconds={error.retryAfterSeconds} onRetry={onRetry} />;
  }
  return (
    <div className="notice notice-error" role="alert">
      <p>{t(messageKey)}</p>
      <button type="button" onClick={onRetry}>
        {t('results.retry')}
      </button>
    </div>
  );
}
