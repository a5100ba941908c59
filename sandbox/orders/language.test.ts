import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.ts';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['nb', 'nb'],
    ['nb-NO,nb;q=0.9,en;q=0.8', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['en-GB,nb;q=0.5', 'en'],
    ['de, nb;q=0.7, en;q=0.8', 'en'],
    ['nb;q=0, en', 'en'],
    ['fr', 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
