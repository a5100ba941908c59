import { isApiError, type FieldError } from '../../lib/http';
import { useT, type MessageParams } from '../../lib/i18n';
import { QUOTE_FIELD_NAMES } from '../api/schemas';
import { lineMessages, type LineMessageKey } from '../lineMessages';
import { messages } from '../messages';
import { errorText, fieldErrorText, type Translate } from '../model/labels';

type LineTranslate = (key: LineMessageKey, params?: MessageParams) => string;

const KNOWN_FIELDS = ['name', 'lines', ...QUOTE_FIELD_NAMES] as const;

const LINE_CODES = [
  'CATEGORY_NOT_COVERED',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_SOLUTION',
  'MULTIPLE_PROVIDERS',
  'OWN_ORGANIZATION',
  'NOT_AN_OBJECT',
] as const;

/** A field path of the order API in words: `lines.0.categoryId` → "Order line 1, category". */
export function fieldNameText(tl: LineTranslate, field: string, path = field): string {
  const line = /^lines\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (line) {
    const n = Number(line[1]) + 1;
    if (line[2] === 'solutionId') return tl('fieldName.lineService', { n });
    if (line[2] === 'categoryId') return tl('fieldName.lineCategory', { n });
    if (line[2] === undefined) return tl('fieldName.line', { n });
  }
  const known = KNOWN_FIELDS.find((f) => f === field);
  if (known) return tl(`fieldName.${known}`);
  return field;
}

/** A field error code in words; codes the app does not know say so and show the code. */
export function fieldCodeText(t: Translate, tl: LineTranslate, code: string): string {
  const known = LINE_CODES.find((c) => c === code);
  return known ? tl(`fieldCode.${known}`) : fieldErrorText(t, code);
}

/** The server's field errors that no field of the form shows. */
export function unshownFieldErrors(error: unknown, shownFields: readonly string[]): FieldError[] {
  if (!isApiError(error)) return [];
  return error.fieldErrors.filter((e) => !shownFields.includes(e.field));
}

/** The code of the server's field error on `field`, if any (for the message at that field). */
export function fieldErrorCode(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors.find((e) => e.field === field)?.code : undefined;
}

/**
 * Why the server refused a form, with every field error it sent shown somewhere: those with a
 * field on the form show there (the caller renders them), the rest are listed here in words with
 * their code. "See the messages at the fields" only when fields really show messages.
 * `headline={false}`: only the list (when the sentence is already shown elsewhere on the page).
 */
export function ServerErrorSummary({
  error,
  shownFields,
  headline = true,
}: {
  error: unknown;
  /** Fields this form shows errors at. */
  shownFields: readonly string[];
  headline?: boolean;
}) {
  const t = useT(messages);
  const tl = useT(lineMessages);
  if (!error) return null;
  const unshown = unshownFieldErrors(error, shownFields);
  const atFields = isApiError(error) && error.fieldErrors.length > unshown.length;
  if (!headline && unshown.length === 0) return null;
  return (
    <div role="alert" className="orders-error orders-error-summary">
      {headline ? (
        <p>
          {errorText(t, error)}
          {atFields ? ` ${tl('summary.seeFields')}` : ''}
        </p>
      ) : null}
      {headline && isApiError(error) && error.detail ? (
        // The server's own sentences (any error body, src/lib/http/problem.ts), under our heading.
        <p className="orders-prewrap">{error.detail}</p>
      ) : null}
      {unshown.length > 0 ? (
        <>
          <p>{tl('summary.notAtFields')}</p>
          <ul>
            {unshown.map((e) => {
              const text = fieldCodeText(t, tl, e.code);
              // An unknown code's text already names the code.
              const key = text.includes(e.code) ? 'summary.itemWithCode' : 'summary.item';
              return (
                <li key={`${e.field}-${e.code}`}>
                  {tl(key, { field: fieldNameText(tl, e.field, e.path), text, code: e.code })}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
