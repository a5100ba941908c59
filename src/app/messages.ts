import { defineMessages } from '../lib/i18n';
import en from './messages.en.json';
import nb from './messages.nb.json';

export const appMessages = defineMessages({ en, nb });
export type AppMessageKey = keyof (typeof appMessages)['en'];
