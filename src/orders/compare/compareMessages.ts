import { defineMessages } from '../../lib/i18n';
import en from './compareMessages.en.json';
import nb from './compareMessages.nb.json';

/** Texts of the quote comparison (issue 37), in English and Norwegian Bokmål. */
export const compareMessages = defineMessages({ en, nb });
