import { defineMessages } from '../lib/i18n';

/**
 * The search page's heading and lead, apart from the catalogue's other texts: the first paint
 * (before config.json and the page's code) shows them, so they are in the first load.
 */
export const introMessages = defineMessages({
  en: {
    'search.title': 'Find a circular service',
    'search.intro':
      'Choose the kind of object you have, and see who can recover, repair, upgrade or reuse it near you.',
  },
  nb: {
    'search.title': 'Finn en sirkulær tjeneste',
    'search.intro':
      'Velg hva slags objekt du har, og se hvem som kan gjenvinne, reparere, oppgradere eller ombruke det i nærheten.',
  },
});
