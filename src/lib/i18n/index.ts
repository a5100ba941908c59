export {
  defineMessages,
  format,
  plural,
  type Language,
  type Message,
  type MessageBundle,
  type MessageParams,
} from './messages';
export { I18nProvider, useI18n, useT, localeOf, initialLanguage } from './I18nContext';
export { useFormat } from './useFormat';
