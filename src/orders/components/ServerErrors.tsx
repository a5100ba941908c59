import { keyWords } from '../../lib/api-shapes';
import { isApiError, placeFieldErrors, type FieldError } from '../../lib/http';
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

/**
 * A field path of the order API in words: `lines.0.categoryId` → "Order line 1, category"; a field
 * the app has no words for is its name in words ("Something new"), never a key.
 */
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
  const words = keyWords(field);
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : field;
}

/** A field error in words; codes the app does not know say so and show the code. */
export function fieldCodeText(t: Translate, tl: LineTranslate, error: FieldError): string {
  const known = LINE_CODES.find((c) => c === error.code);
  return known ? tl(`fieldCode.${known}`) : fieldErrorText(t, error.code, error.message);
}

/** The server's field errors that no field of the form shows (matched by words, formField.ts). */
export function unshownFieldErrors(error: unknown, shownFields: readonly string[]): FieldError[] {
  if (!isApiError(error)) return [];
  // A guessed location's sentence is the problem's own: said with its detail, not listed.
  return placeFieldErrors(error.fieldErrors, shownFields).elsewhere.filter((e) => !e.guessed);
}

/** The server's field error at `field` of a form showing `fields`, if any (said at that field). */
export function fieldErrorAt(
  error: unknown,
  field: string,
  fields: readonly string[] = [field],
): FieldError | undefined {
  return isApiError(error) ? placeFieldErrors(error.fieldErrors, fields).at.get(field) : undefined;
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
  const placed = placeFieldErrors(isApiError(error) ? error.fieldErrors : [], shownFields);
  const unshown = unshownFieldErrors(error, shownFields);
  // A guessed location placed at a field: its sentence is said there, not again in the detail.
  const atField = new Set([...placed.at.values()].filter((e) => e.guessed).map((e) => e.code));
  const detail = isApiError(error)
    ? [...atField].reduce((text, sentence) => text.replace(sentence, ''), error.detail ?? '').trim()
    : '';
  if (!headline && unshown.length === 0) return null;
  return (
    <div role="alert" className="orders-error orders-error-summary">
      {headline ? (
        <p>
          {errorText(t, error)}
          {placed.at.size > 0 ? ` ${tl('summary.seeFields')}` : ''}
        </p>
      ) : null}
      {headline && detail ? (
        // The server's own sentences (any error body, src/lib/http/problem.ts), under our heading.
        <p className="orders-prewrap">{detail}</p>
      ) : null}
      {unshown.length > 0 ? (
        <>
          <p>{tl('summary.notAtFields')}</p>
          <ul>
            {unshown.map((e) => {
              const text = fieldCodeText(t, tl, e);
              // An unknown code's text already names the code.
              const key = text.includes(e.code) ? 'summary.itemWithCode' : 'summary.item';
              return (
                <li key={`${e.path}-${e.code}`}>
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
