/**
 * The languages the app speaks: the one list, its type guard, each language's Intl locale and its
 * own name (an option in the language switch is written in the language it picks).
 */
export const LANGUAGES = ['en', 'nb'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Whether `value` is one of `allowed` (by default every language the app speaks). */
export function isLanguage(
  value: unknown,
  allowed: readonly Language[] = LANGUAGES,
): value is Language {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** BCP 47 locale for Intl formatters and plural rules. */
export function localeOf(language: Language): string {
  return language === 'nb' ? 'nb-NO' : 'en-GB';
}

/** Each language's name in that language: the same words whatever the UI language is. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  nb: 'Norsk bokmål',
};
