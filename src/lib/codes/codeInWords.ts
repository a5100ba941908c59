import { wordsOfKey } from '../api-shapes/meaning';

/**
 * A machine code a person reads, in words: `CREDIT_CHECK_PENDING`, `credit-check-pending` and
 * `creditCheckPending` all read "credit check pending". For a code this app has no words of its
 * own for; a code it knows is said in the feature's words instead.
 */
export function codeInWords(code: string): string {
  return wordsOfKey(code).join(' ');
}
