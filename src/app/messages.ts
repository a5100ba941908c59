import { defineMessages } from '../lib/i18n';

export const appMessages = defineMessages({
  en: {
    skipToContent: 'Skip to main content',
    'nav.label': 'Main',
    'nav.search': 'Find services',
    'nav.providers': 'Providers',
    'nav.orders': 'Orders',
    'nav.workspace': 'Workspace',
    'nav.planning': 'Planning',
    'home.label': 'Circular services, home',
    'language.label': 'Language',
    'notFound.title': 'Page not found',
    'notFound.text': 'There is no page at this address. It may have moved, or the link is wrong.',
    'notFound.home': 'Go to the home page',
    'routeError.title': 'This page could not be shown',
    'routeError.reload': 'Reload the page',
    'routeError.retry': 'Try again',
    'routeError.loadFailed':
      'Part of the app could not be loaded. Check your connection and try again.',
    'offline.banner':
      'You are offline. What you type is kept; the page refreshes when you are back.',
    'config.title': 'The app could not start',
    'config.text':
      'Its settings file (config.json) is missing or invalid. If you run this site, check the file against the README.',
    'config.details': 'Details',
  },
  nb: {
    skipToContent: 'Gå til hovedinnholdet',
    'nav.label': 'Hovedmeny',
    'nav.search': 'Finn tjenester',
    'nav.providers': 'Leverandører',
    'nav.orders': 'Bestillinger',
    'nav.workspace': 'Arbeidsområde',
    'nav.planning': 'Planlegging',
    'home.label': 'Sirkulære tjenester, forsiden',
    'language.label': 'Språk',
    'notFound.title': 'Fant ikke siden',
    'notFound.text':
      'Det finnes ingen side på denne adressen. Den kan ha blitt flyttet, eller lenken er feil.',
    'notFound.home': 'Gå til forsiden',
    'routeError.title': 'Siden kunne ikke vises',
    'routeError.reload': 'Last inn siden på nytt',
    'routeError.retry': 'Prøv igjen',
    'routeError.loadFailed':
      'En del av appen kunne ikke lastes. Sjekk nettilkoblingen og prøv igjen.',
    'offline.banner':
      'Du er frakoblet. Det du skriver blir tatt vare på; siden oppdateres når du er tilbake.',
    'config.title': 'Appen kunne ikke starte',
    'config.text':
      'Innstillingsfilen (config.json) mangler eller er ugyldig. Hvis du drifter dette nettstedet, sjekk filen mot README.',
    'config.details': 'Detaljer',
  },
});
export type AppMessageKey = keyof (typeof appMessages)['en'];
