import { defineMessages } from '../lib/i18n';

/** Texts of the shared UI components (loading, errors, empty states). */
export const uiMessages = defineMessages({
  en: {
    'app.name': 'Circular services',
    'loading.default': 'Loading…',
    'error.title': 'Something went wrong',
    'error.retry': 'Try again',
    'error.network':
      'The service could not be reached. Check your connection and try again in a moment.',
    'error.timeout': 'The service took too long to answer. Try again in a moment.',
    'error.unauthorized': 'Your session has ended. Sign in again to continue.',
    'error.forbidden': 'Your organisation is not allowed to do this.',
    'error.notFound': 'We could not find what you asked for. It may have been removed.',
    'error.conflict':
      'Someone changed this in the meantime. Reload to see the current version and try again.',
    'error.validation': 'Some of the information was not accepted. Check the fields and try again.',
    'error.rateLimited':
      'Too many requests right now. Please wait {seconds} seconds and try again.',
    'error.rateLimitedShort': 'Too many requests right now. Please wait a moment and try again.',
    'error.server': 'The service has a problem right now ({status}). Please try again later.',
    'error.badRequest': 'The request was not accepted ({status}).',
    'error.invalidResponse': 'The service answered with something the app does not understand.',
    'error.refusedOrigin':
      'The app refused to send your sign-in to an address it does not know. Nothing was sent.',
    'error.notSignedIn': 'Sign in and choose an organisation to see this.',
    'error.unknown': 'An unexpected error occurred.',
    'error.code': 'Error code: {code}',
    'empty.title': 'Nothing here yet',
  },
  nb: {
    'app.name': 'Sirkulære tjenester',
    'loading.default': 'Laster …',
    'error.title': 'Noe gikk galt',
    'error.retry': 'Prøv igjen',
    'error.network':
      'Vi får ikke kontakt med tjenesten. Sjekk nettilkoblingen og prøv igjen om litt.',
    'error.timeout': 'Tjenesten brukte for lang tid på å svare. Prøv igjen om litt.',
    'error.unauthorized': 'Økten din er utløpt. Logg inn på nytt for å fortsette.',
    'error.forbidden': 'Organisasjonen din har ikke lov til å gjøre dette.',
    'error.notFound': 'Vi fant ikke det du ba om. Det kan ha blitt fjernet.',
    'error.conflict':
      'Noen har endret dette i mellomtiden. Last inn på nytt for å se gjeldende versjon, og prøv igjen.',
    'error.validation': 'Noen av opplysningene ble ikke godtatt. Sjekk feltene og prøv igjen.',
    'error.rateLimited':
      'For mange forespørsler akkurat nå. Vent {seconds} sekunder og prøv igjen.',
    'error.rateLimitedShort': 'For mange forespørsler akkurat nå. Vent litt og prøv igjen.',
    'error.server': 'Tjenesten har et problem akkurat nå ({status}). Prøv igjen senere.',
    'error.badRequest': 'Forespørselen ble ikke godtatt ({status}).',
    'error.invalidResponse': 'Tjenesten svarte med noe appen ikke forstår.',
    'error.refusedOrigin':
      'Appen nektet å sende innloggingen din til en adresse den ikke kjenner. Ingenting ble sendt.',
    'error.notSignedIn': 'Logg inn og velg en organisasjon for å se dette.',
    'error.unknown': 'Det oppstod en uventet feil.',
    'error.code': 'Feilkode: {code}',
    'empty.title': 'Ingenting her ennå',
  },
});
