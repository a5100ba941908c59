import { describe, expect, it } from 'vitest';
import { codeInWords } from './codeInWords';

describe('codeInWords', () => {
  it.each([
    ['CREDIT_CHECK_PENDING', 'credit check pending'],
    ['credit-check-pending', 'credit check pending'],
    ['creditCheckPending', 'credit check pending'],
    ['CreditCheck2Pending', 'credit check2 pending'],
    ['orders.ON_HOLD', 'orders on hold'],
  ])('says %s as "%s"', (code, words) => {
    expect(codeInWords(code)).toBe(words);
  });
});
