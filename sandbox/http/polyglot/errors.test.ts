import { describe, expect, it } from 'vitest';
import { fieldSentence, retryAfterAsDate } from './errors.ts';

describe('polyglot errors', () => {
  it('fieldSentence: a code without a sentence still says which field', () => {
    expect(fieldSentence('name', 'SOMETHING_NEW')).toBe('name is not valid');
    expect(fieldSentence(undefined, 'REQUIRED')).toBe('value should not be empty');
  });

  it('retryAfterAsDate: seconds as the HTTP date no earlier than they stood for, a date as it is', () => {
    expect(retryAfterAsDate('7', Date.parse('2026-11-24T10:00:00.250Z'))).toBe(
      'Tue, 24 Nov 2026 10:00:08 GMT',
    );
    expect(retryAfterAsDate('Tue, 24 Nov 2026 10:00:08 GMT')).toBe('Tue, 24 Nov 2026 10:00:08 GMT');
  });
});
