import { defineMessages } from '../lib/i18n';
import en from './messages.en.json';
import nb from './messages.nb.json';

export const authMessages = defineMessages({ en, nb });
