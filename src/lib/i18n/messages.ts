import { cached } from '../cache';
import { localeOf, type Language } from './languages';

/** A message is a template with `{name}` placeholders, or a function for plurals and grammar. */
export type Message = string | ((params: MessageParams) => string);
export type MessageParams = Record<string, string | number>;

/** English is the source; Norwegian must define exactly the same keys (checked by the compiler). */
export interface MessageBundle<K extends string> {
  en: Record<K, Message>;
  nb: Record<K, Message>;
}

/**
 * Declares a feature's messages in both languages.
 *
 *   export const messages = defineMessages({ en: { 'x.title': 'Title' }, nb: { 'x.title': 'Tittel' } });
 */
export function defineMessages<K extends string>(bundle: {
  en: Record<K, Message>;
  nb: NoInfer<Record<K, Message>>;
}): MessageBundle<K> {
  return bundle;
}

export function format(message: Message, params: MessageParams = {}): string {
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Picks the plural form with the language's rules (`one`/`other` for en and nb). */
export function plural(
  language: Language,
  count: number,
  forms: { one: string; other: string; zero?: string },
): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  const rules = cached(pluralRules, language, () => new Intl.PluralRules(localeOf(language)));
  const rule = rules.select(count);
  return rule === 'one' ? forms.one : forms.other;
}
