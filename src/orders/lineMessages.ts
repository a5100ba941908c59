import { defineMessages } from '../lib/i18n';
import en from './lineMessages.en.json';
import nb from './lineMessages.nb.json';

/**
 * Texts of order lines (their service from the catalogue) and of server field errors that have no
 * field on the page, in English and Norwegian Bokmål. Kept apart from messages.ts (already long).
 */
export const lineMessages = defineMessages({ en, nb });

export type LineMessageKey = keyof (typeof lineMessages)['en'];
