import { defineMessages } from '../lib/i18n';

export const authMessages = defineMessages({
  en: {
    signIn: 'Sign in',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    checking: 'Checking your sign-in…',
    redirecting: 'Taking you to sign in…',
    'callback.working': 'Completing sign-in…',
    'callback.failedTitle': 'Sign-in did not complete',
    'callback.failed':
      'The sign-in service did not sign you in. You can try again, or continue without signing in.',
    'callback.tryAgain': 'Try again',
    'callback.continue': 'Continue without signing in',
    'expired.text': 'Your session has ended. Sign in again to continue where you were.',
    'expired.action': 'Sign in again',
    'organization.label': 'Organisation',
    'organization.placeholder': 'Choose…',
    'organization.actingFor': 'Acting for {name}',
    'chooser.title': 'Choose an organisation',
    'chooser.intro':
      'You belong to several organisations. Choose the one you act for now; you can switch later in the header.',
    'none.title': 'No organisation',
    'none.text':
      'Your account is not a member of any organisation, so you cannot see or place orders. Ask an administrator of your organisation to add you, then sign in again.',
    signedInAs: 'Signed in as {name}',
  },
  nb: {
    signIn: 'Logg inn',
    signOut: 'Logg ut',
    signingOut: 'Logger ut …',
    checking: 'Sjekker innloggingen …',
    redirecting: 'Sender deg til innlogging …',
    'callback.working': 'Fullfører innloggingen …',
    'callback.failedTitle': 'Innloggingen ble ikke fullført',
    'callback.failed':
      'Innloggingstjenesten logget deg ikke inn. Du kan prøve igjen eller fortsette uten å logge inn.',
    'callback.tryAgain': 'Prøv igjen',
    'callback.continue': 'Fortsett uten å logge inn',
    'expired.text': 'Økten din er utløpt. Logg inn på nytt for å fortsette der du var.',
    'expired.action': 'Logg inn på nytt',
    'organization.label': 'Organisasjon',
    'organization.placeholder': 'Velg …',
    'organization.actingFor': 'Handler for {name}',
    'chooser.title': 'Velg organisasjon',
    'chooser.intro':
      'Du er medlem av flere organisasjoner. Velg den du handler for nå; du kan bytte senere i toppfeltet.',
    'none.title': 'Ingen organisasjon',
    'none.text':
      'Kontoen din er ikke medlem av noen organisasjon, så du kan ikke se eller legge inn bestillinger. Be en administrator i organisasjonen din om å legge deg til, og logg inn på nytt.',
    signedInAs: 'Logget inn som {name}',
  },
});
