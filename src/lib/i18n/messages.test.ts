import { describe, expect, it } from 'vitest';
import type { Language } from './languages';
import { defineMessages, format, type Message } from './messages';
import { isRecord } from '../isRecord';

/** Every catalogue of the app (`<module>.en.json`, `<module>.nb.json`), found by name. */
const catalogues = import.meta.glob<unknown>('/src/**/*.{en,nb}.json', {
  eager: true,
  import: 'default',
});
/** The few bundles still declared in TypeScript beside their model code (state names, kinds…). */
const modelModules = import.meta.glob<Record<string, unknown>>(
  ['/src/*/model/*.ts', '!**/*.test.ts'],
  {
    eager: true,
  },
);

type Kind = 'template' | 'plural';
const PLURAL_FORMS = new Set(['zero', 'one', 'other']);

/** The kind of a message and its placeholder names (of all its forms), or a reason it is no message. */
function describeMessage(message: unknown): { kind: Kind; placeholders: string[] } | string {
  let texts: unknown[];
  let kind: Kind;
  if (typeof message === 'string') {
    texts = [message];
    kind = 'template';
  } else if (isRecord(message)) {
    const forms = Object.keys(message);
    if (!forms.includes('one') || !forms.includes('other')) return 'a plural needs one and other';
    const unknown = forms.filter((form) => !PLURAL_FORMS.has(form));
    if (unknown.length > 0) return `unknown plural forms: ${unknown.join(', ')}`;
    texts = Object.values(message);
    kind = 'plural';
  } else {
    return 'neither a template nor a plural';
  }
  const strings = texts.filter((text) => typeof text === 'string');
  if (strings.length !== texts.length) return 'a form is not a string';
  const names = strings.flatMap((text) =>
    [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
  );
  return { kind, placeholders: [...new Set(names)].sort() };
}

function describeTable(table: unknown): Record<string, ReturnType<typeof describeMessage>> {
  if (!isRecord(table)) throw new Error('a message table is not an object');
  return Object.fromEntries(
    Object.entries(table).map(([key, message]) => [key, describeMessage(message)]),
  );
}

function problemsOf(table: Record<string, ReturnType<typeof describeMessage>>): string[] {
  return Object.entries(table).flatMap(([key, shape]) =>
    typeof shape === 'string' ? [`${key}: ${shape}`] : [],
  );
}

function expectSameShape(en: unknown, nb: unknown) {
  const english = describeTable(en);
  const norwegian = describeTable(nb);
  // Every message well formed; same keys in the same order; same kind and placeholders per key.
  expect(problemsOf(english)).toEqual([]);
  expect(problemsOf(norwegian)).toEqual([]);
  expect(Object.keys(norwegian)).toEqual(Object.keys(english));
  for (const [key, shape] of Object.entries(english)) {
    expect(norwegian[key], `nb ${key}`).toEqual(shape);
  }
}

const cataloguePaths = Object.keys(catalogues).map((path) => path.replace(/\.(en|nb)\.json$/, ''));
const catalogueNames = [...new Set(cataloguePaths)].sort();

const modelBundles = Object.entries(modelModules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isRecord(value) && isRecord(value.en) && isRecord(value.nb))
    .map(([name, value]) => ({ name: `${path} ${name}`, bundle: value })),
);

describe('message catalogues', () => {
  it('finds the catalogues and the model bundles', () => {
    expect(catalogueNames).toContain('/src/catalogue/messages');
    expect(catalogueNames).toContain('/src/workspace/planning/messages');
    expect(catalogueNames.length).toBeGreaterThanOrEqual(11);
    expect(modelBundles.map((entry) => entry.name)).toContain(
      '/src/orders/model/states.ts stateMessages',
    );
  });

  it.each(catalogueNames)('%s: nb has the same keys, kinds and placeholders as en', (name) => {
    expect(catalogues, `${name}.nb.json`).toHaveProperty([`${name}.nb.json`]);
    expect(catalogues, `${name}.en.json`).toHaveProperty([`${name}.en.json`]);
    expectSameShape(catalogues[`${name}.en.json`], catalogues[`${name}.nb.json`]);
  });

  it.each(modelBundles)('$name: nb has the same keys, kinds and placeholders as en', (entry) => {
    if (!isRecord(entry.bundle)) throw new Error('not a bundle');
    expectSameShape(entry.bundle.en, entry.bundle.nb);
  });
});

describe('format', () => {
  const years: Message = { one: '1 year', other: '{count} years' };
  const nbYears: Message = { one: '1 år', other: '{count} år' };

  it('fills the placeholders of a template and leaves unknown ones as they are', () => {
    expect(format('en', 'Valid until {date}.', { date: '1 Dec' })).toBe('Valid until 1 Dec.');
    expect(format('en', '{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('picks zero (when given) for 0, else one or other by the rules of the language', () => {
    const forms = (language: Language, message: Message) =>
      [0, 1, 2, 21].map((count) =>
        format(language, message, { count, shown: `#${String(count)}` }),
      );
    const found: Message = { zero: 'none found', one: 'one found', other: '{shown} found' };
    const funnet: Message = { zero: 'ingen funnet', one: 'én funnet', other: '{shown} funnet' };
    expect(forms('en', found)).toEqual(['none found', 'one found', '#2 found', '#21 found']);
    expect(forms('en', years)).toEqual(['0 years', '1 year', '2 years', '21 years']);
    expect(forms('nb', funnet)).toEqual(['ingen funnet', 'én funnet', '#2 funnet', '#21 funnet']);
    expect(forms('nb', nbYears)).toEqual(['0 år', '1 år', '2 år', '21 år']);
  });

  it('fills placeholders other than count in a plural form', () => {
    const soon: Message = {
      one: 'This quote runs out in 1 day, on {date}.',
      other: 'This quote runs out in {count} days, on {date}.',
    };
    expect(format('en', soon, { count: 1, date: '3 Dec' })).toBe(
      'This quote runs out in 1 day, on 3 Dec.',
    );
    expect(format('en', soon, { count: 3, date: '3 Dec' })).toBe(
      'This quote runs out in 3 days, on 3 Dec.',
    );
  });

  it('takes the other form when no count is given', () => {
    expect(format('en', years)).toBe('{count} years');
  });
});

describe('defineMessages', () => {
  it('keeps the two tables', () => {
    const plural: Message = { one: '1 order', other: '{count} orders' };
    const bundle = defineMessages({ en: { a: 'A', b: plural }, nb: { a: 'A', b: plural } });
    expect(format('nb', bundle.nb.b, { count: 2 })).toBe('2 orders');
  });

  it('does not compile when a key is missing in nb', () => {
    const bundle = defineMessages({
      en: { a: 'A', b: 'B' },
      // @ts-expect-error -- 'b' is missing: the compiler refuses a bundle with a missing key
      nb: { a: 'A' },
    });
    expect(Object.keys(bundle.nb)).toEqual(['a']);
  });
});
