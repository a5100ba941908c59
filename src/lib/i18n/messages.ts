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

function pluralForm(language: Language, count: number, forms: PluralMessage): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  const rules = cached(pluralRules, language, () => new Intl.PluralRules(localeOf(language)));
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** The text of a message in a language: its plural form picked, its placeholders filled. */
export function format(language: Language, message: Message, params: MessageParams = {}): string {
  const template =
    typeof message === 'string' ? message : pluralForm(language, Number(params.count), message);
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
