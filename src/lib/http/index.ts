export { ApiError, isApiError, type ApiErrorKind, type FieldError } from './ApiError';
export {
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  MAX_RETRY_AFTER_SECONDS,
  type Credentials,
  type HttpClient,
  type HttpClientOptions,
  type HttpResponse,
  type RequestOptions,
} from './client';
export {
  EXTRA_HEADERS,
  REQUEST_METHODS,
  SPEC_HEADERS,
  type ExtraHeader,
  type RequestMethod,
} from './extraHeaders';
export { formFieldOf, placeFieldErrors } from './formField';
export { parseProblem, parseRetryAfter } from './problem';
export { bindPlatform, ourOrganization, platformOf, type Platform } from './platform';
