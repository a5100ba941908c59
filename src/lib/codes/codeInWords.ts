/**
 * A machine code a person reads, in words: `CREDIT_CHECK_PENDING`, `credit-check-pending` and
 * `creditCheckPending` all read "credit check pending". For a code this app has no words of its
 * own for; a code it knows is said in the feature's words instead.
 */
export function codeInWords(code: string): string {
  return code
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .split(/[\s_\-.:/]+/u)
    .filter((word) => word !== '')
    .map((word) => word.toLocaleLowerCase())
    .join(' ');
}
