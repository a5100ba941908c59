import { isLanguage, type Language } from './languages';

/** Where the visitor's own choice of language is kept (the only thing the app keeps there). */
export const LANGUAGE_STORAGE_KEY = 'ui-language';

/**
 * The saved choice, else the browser's preference (nb, no, nn → nb), else the first allowed.
 * Free of React: the static first paint's script (app/staticFirstPaintScript.ts) decides with it too.
 */
export function initialLanguage(allowed: readonly Language[]): Language {
  const fallback = allowed[0] ?? 'en';
  try {
    const saved = globalThis.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved, allowed)) return saved;
  } catch {
    // Storage can be unavailable (private mode); the choice is then not remembered.
  }
  for (const tag of globalThis.navigator.languages) {
    const base = tag.toLowerCase().split('-')[0];
    const mapped = base === 'no' || base === 'nn' ? 'nb' : base;
    if (isLanguage(mapped, allowed)) return mapped;
  }
  return fallback;
}

/** Remembers the visitor's choice, where the browser lets us. */
export function saveLanguage(language: Language): void {
  try {
    globalThis.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; still applied.
  }
}
