import { describe, expect, it } from 'vitest';
import { ProblemError } from '../http/problem.ts';
import {
  checkQuote,
  isCalendarDate,
  isStorableText,
  mergeQuote,
  parseCreateOrderBody,
  parseNotesBody,
  parseQuoteBody,
  parseRenameBody,
} from './validation.ts';

function fieldErrorsOf(run: () => unknown): { field: string; code: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemError) {
      expect(error.init.status).toBe(422);
      expect(error.init.code).toBe('VALIDATION_FAILED');
      return error.init.errors ?? [];
    }
    throw error;
  }
  throw new Error('expected a validation failure');
}

const NOW = new Date('2026-11-22T12:00:00Z');

describe('calendar dates', () => {
  it.each(['2024-02-29', '2026-12-31'])('accepts the real date %s', (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });

  it.each(['2025-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '2026-01-01T00:00:00Z'])(
    'refuses the impossible or badly written date %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );
});

describe('quote bodies', () => {
  it('reports each bad field with a stable code, and no other', () => {
    const errors = fieldErrorsOf(() =>
      parseQuoteBody({
        quotedPrice: -5,
        quotedCurrency: 'XYZ',
        estimatedStartDate: '2026-02-30',
        estimatedCompletionDate: 20261201,
        quoteNotes: 42,
      }),
    );
    expect(errors).toEqual([
      { field: 'quotedPrice', code: 'MUST_BE_POSITIVE' },
      { field: 'quotedCurrency', code: 'INVALID_CURRENCY' },
      { field: 'estimatedStartDate', code: 'INVALID_DATE' },
      { field: 'estimatedCompletionDate', code: 'INVALID_TYPE' },
      { field: 'quoteNotes', code: 'INVALID_TYPE' },
    ]);
  });

  it('refuses a price given as a string, zero, or not finite', () => {
    expect(fieldErrorsOf(() => parseQuoteBody({ quotedPrice: '100' }))).toEqual([
      { field: 'quotedPrice', code: 'INVALID_TYPE' },
    ]);
    expect(fieldErrorsOf(() => parseQuoteBody({ quotedPrice: 0 }))).toEqual([
      { field: 'quotedPrice', code: 'MUST_BE_POSITIVE' },
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(fieldErrorsOf(() => parseQuoteBody([1, 2]))).toEqual([
      { field: 'body', code: 'NOT_AN_OBJECT' },
    ]);
    expect(fieldErrorsOf(() => parseNotesBody('hello'))).toEqual([
      { field: 'body', code: 'NOT_AN_OBJECT' },
    ]);
  });

  it('lets unknown extra fields pass and reads notes', () => {
    expect(parseNotesBody({ notes: 'ok', extra: true })).toEqual({ notes: 'ok' });
    expect(parseNotesBody({})).toEqual({ notes: null });
  });

  it('merges a body over the draft: absent keeps, null clears', () => {
    const draft = { quotedPrice: 100, quotedCurrency: 'NOK', quoteNotes: 'old' };
    const { patch } = parseQuoteBody({ quotedCurrency: 'EUR', quoteNotes: null });
    expect(mergeQuote(draft, patch)).toEqual({ quotedPrice: 100, quotedCurrency: 'EUR' });
  });

  it('checks the rules across fields', () => {
    expect(
      fieldErrorsOf(() =>
        checkQuote(
          {
            estimatedStartDate: '2026-12-10',
            estimatedCompletionDate: '2026-12-01',
            quoteValidUntil: '2026-11-21',
          },
          NOW,
          true,
        ),
      ),
    ).toEqual([
      { field: 'quotedPrice', code: 'REQUIRED' },
      { field: 'quotedCurrency', code: 'REQUIRED' },
      { field: 'estimatedCompletionDate', code: 'START_AFTER_COMPLETION' },
      { field: 'quoteValidUntil', code: 'IN_THE_PAST' },
    ]);
    // Today (UTC) is still valid; a draft need not have a price.
    expect(() => checkQuote({ quoteValidUntil: '2026-11-22' }, NOW, false)).not.toThrow();
  });
});

describe('order bodies', () => {
  it('requires a name and at least one well-typed line', () => {
    expect(fieldErrorsOf(() => parseCreateOrderBody({ lines: [] }))).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'REQUIRED' },
        { field: 'lines', code: 'REQUIRED' },
      ]),
    );
    expect(
      fieldErrorsOf(() =>
        parseCreateOrderBody({ name: 'x', lines: [{ solutionId: '1', categoryId: 1.5 }] }),
      ),
    ).toEqual([
      { field: 'lines.0.solutionId', code: 'INVALID_TYPE' },
      { field: 'lines.0.categoryId', code: 'INVALID_TYPE' },
    ]);
  });

  it('trims names and refuses blank ones', () => {
    expect(parseRenameBody({ name: '  New name ' })).toEqual({ name: 'New name' });
    expect(fieldErrorsOf(() => parseRenameBody({ name: '   ' }))).toEqual([
      { field: 'name', code: 'REQUIRED' },
    ]);
  });
});

describe('text that cannot be stored', () => {
  it('refuses NUL and lone surrogates in names and notes, with the field', () => {
    expect(isStorableText('Ombruk ♻️ 🧱')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
    expect(fieldErrorsOf(() => parseRenameBody({ name: 'x\u0000' }))).toEqual([
      { field: 'name', code: 'INVALID_CHARACTERS' },
    ]);
    expect(fieldErrorsOf(() => parseNotesBody({ notes: '\ud83d' }))).toEqual([
      { field: 'notes', code: 'INVALID_CHARACTERS' },
    ]);
  });
});
