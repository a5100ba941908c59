import { defineMessages } from '../../lib/i18n';
import en from './requestMessages.en.json';
import nb from './requestMessages.nb.json';

/** Texts of the services collected for one request, in English and Norwegian Bokmål. */
export const requestMessages = defineMessages({ en, nb });
