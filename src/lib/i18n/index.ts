export { defineMessages, type MessageParams } from './messages';
export { I18nProvider, useI18n, useT, initialLanguage } from './I18nContext';
export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './languages';
export { useFormat } from './useFormat';
