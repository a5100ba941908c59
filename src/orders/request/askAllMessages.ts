import { defineMessages } from '../../lib/i18n';
import en from './askAllMessages.en.json';
import nb from './askAllMessages.nb.json';

/** Texts of "Your request": asking several providers at once, in English and Norwegian Bokmål. */
export const askAllMessages = defineMessages({ en, nb });
