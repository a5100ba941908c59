import { wordsOfKey } from '../api-shapes/meaning';
import type { FieldError } from './ApiError';

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * The form field a refusal's field error names, by words (docs/platform-contract.md 3): the last
 * part of its location (`field`, `loc`, a JSON Pointer, a dotted Google path such as
 * `quote_details.estimated_completion_date`), in any case or separator, has the words of one of
 * `fields` (`estimatedCompletionDate`), or, written without separators, its letters; else it is the
 * end of exactly one field's words (`completion_date`). Undefined when no field, or more than one,
 * is named.
 */
export function formFieldOf(error: FieldError, fields: readonly string[]): string | undefined {
  const words = wordsOfKey(error.field);
  if (words.length === 0) return undefined;
  const glued = words.join('');
  const exact = fields.find((field) => {
    const own = wordsOfKey(field);
    return same(own, words) || own.join('') === glued;
  });
  if (exact !== undefined) return exact;
  const ending = fields.filter((field) => same(wordsOfKey(field).slice(-words.length), words));
  return ending.length === 1 ? ending[0] : undefined;
}

/** A refusal's field errors placed on a form: each at the field it names, or none of them. */
export function placeFieldErrors(
  errors: readonly FieldError[],
  fields: readonly string[],
): { at: ReadonlyMap<string, FieldError>; elsewhere: FieldError[] } {
  const at = new Map<string, FieldError>();
  const elsewhere: FieldError[] = [];
  for (const error of errors) {
    const field = formFieldOf(error, fields);
    if (field === undefined) elsewhere.push(error);
    else if (!at.has(field)) at.set(field, error);
  }
  return { at, elsewhere };
}
