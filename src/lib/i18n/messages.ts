import { cached } from '../cache';
import { localeOf, type Language } from './languages';

/**
 * A message is data: a template with `{name}` placeholders, or a plural whose form is chosen by
 * the `count` parameter with the language's plural rules (`zero`, when given, wins for 0). The
 * texts live in `<module>.en.json` and `<module>.nb.json` next to each feature's messages module.
 */
export type Message = string | PluralMessage;
export interface PluralMessage {
  zero?: string;
  one: string;
  other: string;
}
export type MessageParams = Record<string, string | number>;

/** English is the source; Norwegian must define exactly the same keys (checked by the compiler). */
export interface MessageBundle<K extends string> {
  en: Record<K, Message>;
  nb: Record<K, Message>;
}

/**
 * Declares a feature's messages in both languages, one JSON catalogue per language:
 *
 *   import en from './messages.en.json';
 *   import nb from './messages.nb.json';
 *   export const messages = defineMessages({ en, nb });
 *
 * A key missing from `nb` fails the compiler; src/lib/i18n/messages.test.ts checks the rest
 * (no extra keys, the same kind and the same placeholders per key).
 */
export function defineMessages<K extends string>(bundle: {
  en: Record<K, Message>;
  nb: NoInfer<Record<K, Message>>;
}): MessageBundle<K> {
  return bundle;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The template of a message for `count`: a plural's form by the language's rules. */
function templateOf(language: Language, message: Message, count: number): string {
  if (typeof message === 'string') return message;
  if (count === 0 && message.zero !== undefined) return message.zero;
  const rules = cached(pluralRules, language, () => new Intl.PluralRules(localeOf(language)));
  return rules.select(count) === 'one' ? message.one : message.other;
}

/**
 * The text of a message in a language: for a plural, the form for `params.count` (`zero`, when
 * given, for 0; else `one` or `other` by the language's rules); then the placeholders filled.
 */
export function format(language: Language, message: Message, params: MessageParams = {}): string {
  return templateOf(language, message, Number(params.count)).replace(
    /\{(\w+)\}/g,
    (match, name: string) => (name in params ? String(params[name]) : match),
  );
}
