export { defineMessages, type MessageParams } from './messages';
export { I18nProvider, useI18n, useT } from './I18nContext';
export { initialLanguage } from './initialLanguage';
export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './languages';
export { useFormat } from './useFormat';
