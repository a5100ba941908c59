export {
  defineMessages,
  format,
  type Message,
  type MessageBundle,
  type MessageParams,
  type PluralMessage,
} from './messages';
export { I18nProvider, useI18n, useT, initialLanguage } from './I18nContext';
export { LANGUAGES, LANGUAGE_NAMES, isLanguage, localeOf, type Language } from './languages';
export { useFormat } from './useFormat';
