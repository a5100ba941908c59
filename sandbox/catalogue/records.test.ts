import { describe, expect, it } from 'vitest';
import { etagMatches } from './http-cache.ts';
import { catalogueLanguage } from './records.ts';

describe('catalogueLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO,en;q=0.5', 'nb'],
    ['en-GB,nb;q=0.8', 'en'],
    ['en;q=0.3, nb;q=0.9', 'nb'],
    ['de, fr', 'en'],
    ['nb;q=0', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(catalogueLanguage(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it('matches the tag, a list containing it, its weak form and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
