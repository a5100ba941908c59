import { defineMessages } from '../lib/i18n';
import en from './introMessages.en.json';
import nb from './introMessages.nb.json';

/**
 * The search page's heading and lead, apart from the catalogue's other texts: the first paint
 * (before config.json and the page's code) shows them, so they are in the first load.
 */
export const introMessages = defineMessages({ en, nb });
