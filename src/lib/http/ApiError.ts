/** Field-level problem from an `application/problem+json` body (`errors: [{field, code}]`). */
export interface FieldError {
  /** The field, by the last element of its location path (`quotedPrice`, `categoryId`). */
  field: string;
  /** The whole location, dotted, in the app's key case, without `body`/`$` (`lines.0.categoryId`). */
  path: string;
  /** A machine code, or the server's sentence where it gave no code. */
  code: string;
  /** The server's sentence beside a machine code (Google's `description` beside a `reason`). */
  message?: string;
  /**
   * The location may name no field (an RFC 9457 `instance`): shown at a field only where one
   * matches; its sentence stays in the problem's `detail` too.
   */
  guessed?: true;
}

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: offline, DNS, CORS, a dropped connection. A change may have been applied. */
  | 'network'
  /** No answer within the client's time-out. A change may have been applied. */
  | 'timeout'
  /** A 2xx answer whose body does not match what the app expects. */
  | 'invalid-response'
  /** The app refused to send credentials to an origin that is not a configured API origin. */
  | 'refused-origin'
  /** The request needs a signed-in user with a chosen organisation and there is none. */
  | 'not-signed-in';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  code?: string | undefined;
  title?: string | undefined;
  detail?: string | undefined;
  fieldErrors?: readonly FieldError[];
  retryAfterSeconds?: number | undefined;
  url?: string;
}

/** The one error type every API call rejects with. Components read `kind`, `status` and `code`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: readonly FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.code ?? init.title ?? (init.status ? `HTTP ${init.status}` : init.kind));
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
