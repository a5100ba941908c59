import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  decimalSchema,
  instantSchema,
  integerIdSchema,
  readInstant,
} from './values';

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

describe('readInstant: any encoding of a point in time', () => {
  it.each<[unknown, string | undefined]>([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T11:00:00+01:00', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T11:00:00+0100', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T10:00:00.123456789Z', '2026-03-01T10:00:00.123Z'],
    [1772359200000, '2026-03-01T10:00:00.000Z'],
    [1772359200, '2026-03-01T10:00:00.000Z'],
    ['1772359200000', '2026-03-01T10:00:00.000Z'],
    ['1772359200', '2026-03-01T10:00:00.000Z'],
    ['yesterday', undefined],
    ['2026-13-45', undefined],
    [true, undefined],
    [null, undefined],
    [{ seconds: 1 }, undefined],
  ])('%j → %s', (input, expected) => {
    expect(readInstant(input)).toBe(expected);
  });

  it('a date-time without an offset is read as local time, like the platform reads it', () => {
    expect(readInstant('2026-03-01 10:00')).toBe(new Date('2026-03-01T10:00:00').toISOString());
  });

  it('instantSchema fails on what is no point in time', () => {
    expect(v.is(instantSchema, 'soon')).toBe(false);
    expect(v.parse(instantSchema, 0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('calendarDateSchema reads an epoch as its day in UTC and keeps a date as sent', () => {
    expect(v.parse(calendarDateSchema, 1772359200000)).toBe('2026-03-01');
    expect(v.parse(calendarDateSchema, '2026-03-01')).toBe('2026-03-01');
  });
});
