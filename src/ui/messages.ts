import { defineMessages } from '../lib/i18n';
import en from './messages.en.json';
import nb from './messages.nb.json';

/** Texts of the shared UI components (loading, errors, empty states). */
export const uiMessages = defineMessages({ en, nb });
