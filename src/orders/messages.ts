import { defineMessages } from '../lib/i18n';
import { stateMessages } from './model/states';
import en from './messages.en.json';
import nb from './messages.nb.json';

/** Every text of the orders feature, in English and Norwegian Bokmål. */
export const messages = defineMessages({
  en: { ...stateMessages.en, ...en },
  nb: { ...stateMessages.nb, ...nb },
});

export type OrdersMessageKey = keyof typeof messages.en;
