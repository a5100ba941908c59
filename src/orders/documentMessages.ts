import { defineMessages } from '../lib/i18n';
import en from './documentMessages.en.json';
import nb from './documentMessages.nb.json';

/**
 * Texts that make the order page read like a document: quote validity, change history in words,
 * who did what. Separate from messages.ts to keep each file small; same two languages.
 */
export const documentMessages = defineMessages({ en, nb });
