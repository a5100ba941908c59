import { defineMessages } from '../../lib/i18n';
import en from './pageMessages.en.json';
import nb from './pageMessages.nb.json';

/** Texts of the order list and the new-order page, in English and Norwegian Bokmål. */
export const pageMessages = defineMessages({ en, nb });
