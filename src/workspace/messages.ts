import { defineMessages } from '../lib/i18n';
import en from './messages.en.json';
import nb from './messages.nb.json';

/** Every text of the workspace (home, our services, climate report) in both languages. */
export const messages = defineMessages({ en, nb });

export type WorkspaceMessageKey = keyof (typeof messages)['en'];
