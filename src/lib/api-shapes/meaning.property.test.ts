import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsOfKey } from './meaning';
import { nameText, personNameIn } from './personName';

/** Properties of the by-meaning helpers (decision 0110 rule 5). */
const word = fc.stringMatching(/^[a-z]{2,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 });
const capital = (one: string) => one.charAt(0).toUpperCase() + one.slice(1);
const styles = [
  (parts: readonly string[]) => parts.join('_'),
  (parts: readonly string[]) => parts.join('-'),
  (parts: readonly string[]) => parts.map((one, i) => (i === 0 ? one : capital(one))).join(''),
  (parts: readonly string[]) => parts.map(capital).join(''),
  (parts: readonly string[]) => `@${parts.join('.')}`,
  (parts: readonly string[]) => `/${parts.join('/')}`,
];

describe('words of a key (property)', () => {
  it('gives the same words in every case style, separator and prefix', () => {
    fc.assert(
      fc.property(words, fc.constantFrom(...styles), (parts, style) => {
        expect(wordsOfKey(style(parts))).toEqual(parts);
      }),
    );
  });
});

describe('a person’s name (property)', () => {
  const id = fc.oneof(
    fc.uuid(),
    fc.nat().map(String),
    fc.uuid().map((one) => `auth0|${one.replace(/-/g, '')}`),
    fc.stringMatching(/^[0-9a-f]{24}$/),
  );
  const name = fc
    .tuple(fc.stringMatching(/^[A-ZÆØÅ][a-zæøå]{1,10}$/), fc.stringMatching(/^[A-Z][a-z]{1,12}$/))
    .map(([given, family]) => `${given} ${family}`);

  it('never reads an id as a name, in text or under any key of an object', () => {
    fc.assert(
      fc.property(id, fc.constantFrom('name', 'displayName', 'userName', 'sub'), (raw, key) => {
        expect(nameText(raw)).toBeUndefined();
        expect(personNameIn({ [key]: raw })).toBeUndefined();
      }),
    );
  });

  it('reads displayName before name, whatever else the object holds', () => {
    fc.assert(
      fc.property(name, fc.oneof(id, name), id, (display, other, sub) => {
        expect(personNameIn({ sub, name: other, displayName: display })).toBe(display);
        expect(personNameIn(display)).toBe(display);
      }),
    );
  });
});
