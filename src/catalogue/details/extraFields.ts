import { keyWords, plainWords, READER_KEYS } from '../../lib/api-shapes';
import { SOLUTION_FIELDS, type Solution } from '../api/schemas';

/**
 * Fields the server sent beyond the spec's (the API may add some), each its name and value in
 * plain words. Never a key our readers add (READER_KEYS), and never an empty value.
 */
export function extraFields(solution: Solution): [string, string][] {
  return Object.entries(solution)
    .filter(([key, value]) => !SOLUTION_FIELDS.has(key) && !READER_KEYS.has(key) && value != null)
    .map(([key, value]): [string, string] => {
      const words = keyWords(key);
      return [words.charAt(0).toUpperCase() + words.slice(1), plainWords(value).trim()];
    })
    .filter(([, text]) => text !== '');
}
