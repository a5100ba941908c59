import { defineMessages } from '../lib/i18n';
import en from './introMessages.en.json';
import nb from './introMessages.nb.json';

/**
 * The search and providers pages' headings and leads, apart from the catalogue's other texts:
 * the first paints (before config.json and the page's code) show them.
 */
export const introMessages = defineMessages({ en, nb });
