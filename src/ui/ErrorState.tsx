import { isApiError } from '../lib/http/ApiError';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { describeError } from './describeError';
import { uiMessages } from './messages';

/** Explains an error (any `ApiError` kind or status) with an optional retry button. */
export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const t = useT(uiMessages);
  const code = isApiError(error) ? error.code : undefined;
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title ?? t('error.title')}</p>
      <p>{describeError(error, t)}</p>
      {code ? <p className="error-state__code">{t('error.code', { code })}</p> : null}
      {onRetry ? (
        <Button variant="primary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      ) : null}
    </div>
  );
}
