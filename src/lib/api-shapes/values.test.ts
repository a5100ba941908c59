import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarDateSchema, decimalSchema, integerIdSchema } from './values';

describe('decimalSchema', () => {
  it.each<[unknown, number | 'invalid']>([
    [1200.5, 1200.5],
    ['1200.50', 1200.5],
    ['1200', 1200],
    [' -3.25 ', -3.25],
    ['12,50', 'invalid'],
    ['', 'invalid'],
    [Number.NaN, 'invalid'],
    [true, 'invalid'],
  ])('%j → %s', (input, expected) => {
    const result = v.safeParse(decimalSchema, input);
    expect(result.success ? result.output : 'invalid').toBe(expected);
  });
});

describe('integerIdSchema', () => {
  it.each<[unknown, number | 'invalid']>([
    [42, 42],
    ['42', 42],
    [4.2, 'invalid'],
    ['ord-42', 'invalid'],
    [null, 'invalid'],
  ])('%j → %s', (input, expected) => {
    const result = v.safeParse(integerIdSchema, input);
    expect(result.success ? result.output : 'invalid').toBe(expected);
  });
});

describe('calendarDateSchema', () => {
  it.each<[unknown, string]>([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-01T00:00:00Z', '2026-03-01'],
    ['2026-03-01T23:30:00+01:00', '2026-03-01'],
    ['2026-03-01 10:00:00', '2026-03-01'],
    ['01.03.2026', 'invalid'],
    ['2026-03-011', 'invalid'],
  ])('%j → %s', (input, expected) => {
    const result = v.safeParse(calendarDateSchema, input);
    expect(result.success ? result.output : 'invalid').toBe(expected);
  });
});
