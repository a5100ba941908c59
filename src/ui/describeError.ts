import { isApiError } from '../lib/http/ApiError';
import type { uiMessages } from './messages';

type UiKey = keyof (typeof uiMessages)['en'];
type Translate = (key: UiKey, params?: Record<string, string | number>) => string;

/** One sentence that explains an error to a person, in the UI language. */
export function describeError(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('error.unknown');
  switch (error.kind) {
    case 'network':
      return t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'invalid-response':
      return t('error.invalidResponse');
    case 'refused-origin':
      return t('error.refusedOrigin');
    case 'not-signed-in':
      return t('error.notSignedIn');
    case 'http':
      break;
  }
  const status = error.status ?? 0;
  if (status === 401) return t('error.unauthorized');
  if (status === 403) return t('error.forbidden');
  if (status === 404) return t('error.notFound');
  if (status === 409) return t('error.conflict');
  if (status === 422) return t('error.validation');
  if (status === 429) {
    return error.retryAfterSeconds === undefined
      ? t('error.rateLimitedShort')
      : t('error.rateLimited', { seconds: error.retryAfterSeconds });
  }
  if (status >= 500) return t('error.server', { status });
  return t('error.badRequest', { status });
}
