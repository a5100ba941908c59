import { defineMessages } from '../lib/i18n';
import { co2eMessages } from './model/co2e';
import en from './messages.en.json';
import nb from './messages.nb.json';

/**
 * Every text of the catalogue (search, tree, map, providers, service details) in both languages;
 * the search page's heading and lead are in introMessages.ts (they are in the first load).
 */
export const messages = defineMessages({
  en: { ...co2eMessages.en, ...en },
  nb: { ...co2eMessages.nb, ...nb },
});

export type CatalogueMessageKey = keyof typeof messages.en;
