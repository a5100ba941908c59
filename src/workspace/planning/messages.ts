import { defineMessages } from '../../lib/i18n';
import en from './messages.en.json';
import nb from './messages.nb.json';

/** Every text of the planning board, in both languages. */
export const messages = defineMessages({ en, nb });
