import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAnswer } from './decode';
import { formFieldOf, placeFieldErrors } from './formField';
import { parseProblem } from './problem';

/** A form's fields, as the app names them (camelCase words). */
const word = fc.stringMatching(/^[a-z]{2,8}$/);
const fieldName = fc
  .array(word, { minLength: 1, maxLength: 4 })
  .map((words) => words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))))
  .map((words) => ({ words, name: words.join('') }));

/** The same words in another stack's spelling. */
const spell = (words: string[], style: number): string => {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
  const lower = words.map((w) => w.toLowerCase());
  return [
    lower.join('_'),
    lower.join('-'),
    lower.map(cap).join(''),
    lower.join('_').toUpperCase(),
    lower.join(' '),
    lower.join(''),
  ][style % 6] as string;
};

/** Where the field sits in the body: alone, dotted, a JSON Pointer, an array path, a bracket. */
const located = (spelt: string, parent: string, form: number): unknown => {
  const at = [
    { field: spelt },
    { field: `${parent}.${spelt}` },
    { pointer: `/${parent}/${spelt}` },
    { loc: ['body', parent, spelt] },
    { param: `${parent}[${spelt}]` },
    { source: { pointer: `/data/attributes/${spelt}` } },
  ][form % 6];
  return { errors: [{ ...(at as object), detail: 'Not like that.' }] };
};

describe('formFieldOf: a refusal’s field error finds its form field by words (property)', () => {
  it('any spelling of a field, in any path form, is that field', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fieldName, { minLength: 1, maxLength: 6, selector: (f) => f.name }),
        fc.nat(),
        fc.nat(5),
        fc.nat(5),
        word,
        (fields, pick, style, form, parent) => {
          const target = fields[pick % fields.length];
          if (target === undefined) return;
          const names = fields.map((f) => f.name);
          // Two fields whose words run together alike cannot be told apart when glued.
          if (style % 6 === 5 && new Set(names.map((n) => n.toLowerCase())).size < names.length)
            return;
          const body = located(spell(target.words, style), parent, form);
          const errors = parseProblem(decodeAnswer(body, 'https://api.test/x')).fieldErrors;
          expect(errors).toHaveLength(1);
          const placed = placeFieldErrors(errors, names);
          expect([...placed.at.keys()]).toEqual([target.name]);
          expect(placed.elsewhere).toEqual([]);
        },
      ),
    );
  });

  it('a path naming no field of the form is placed nowhere, never at a wrong field', () => {
    fc.assert(
      fc.property(fc.array(fieldName, { maxLength: 5 }), fieldName, (fields, other) => {
        const names = fields.map((f) => f.name);
        fc.pre(!names.some((n) => n.toLowerCase().endsWith(other.name.toLowerCase())));
        const field = formFieldOf({ field: other.name, path: other.name, code: 'X' }, names);
        expect(field).toBeUndefined();
      }),
    );
  });

  it('a shorter name is the end of exactly one field’s words, else none', () => {
    const fields = ['estimatedStartDate', 'estimatedCompletionDate', 'quotedPrice'];
    const of = (field: string) => formFieldOf({ field, path: field, code: 'X' }, fields);
    expect(of('completion_date')).toBe('estimatedCompletionDate');
    expect(of('price')).toBe('quotedPrice');
    expect(of('date')).toBeUndefined();
    expect(of('QUOTE_DETAILS')).toBeUndefined();
  });
});
