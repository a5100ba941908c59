export { ApiError, isApiError, type ApiErrorKind, type FieldError } from './ApiError';
export {
  createHttpClient,
  type Credentials,
  type HttpClient,
  type HttpClientOptions,
  type HttpResponse,
  type RequestOptions,
} from './client';
export { parseProblem, parseRetryAfter } from './problem';
export { HttpClientProvider, useHttpClient } from './HttpClientContext';
