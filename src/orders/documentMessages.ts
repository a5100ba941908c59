import { defineMessages, plural } from '../lib/i18n';

/**
 * Texts that make the order page read like a document: quote validity, change history in words,
 * who did what. Separate from messages.ts to keep each file small; same two languages.
 */
export const documentMessages = defineMessages({
  en: {
    'validity.expired': 'This quote ran out on {date}. It can no longer be accepted.',
    'validity.expiredSupplier':
      'This quote ran out on {date}. Withdraw it and send a new one if the customer still wants the work.',
    'validity.soon': ({ days, date }) =>
      Number(days) === 0
        ? `This quote runs out today (${date}). Accept it today if you want the work done.`
        : `This quote runs out in ${plural('en', Number(days), { one: '1 day', other: `${days} days` })}, on ${date}. Accept it before then if you want the work done.`,
    'validity.until': 'Valid until {date}.',

    'field.name': 'Name',
    'field.state': 'Status',
    'field.quotedPrice': 'Price',
    'field.quotedCurrency': 'Currency',
    'field.estimatedStartDate': 'Estimated start',
    'field.estimatedCompletionDate': 'Estimated completion',
    'field.quoteValidUntil': 'Quote valid until',
    'field.quoteNotes': 'Notes for the customer',
    'field.unknown': 'Other field ({field})',
    'change.set': '{field} set to {new}',
    'change.cleared': '{field} cleared (was {old})',
    'change.changed': '{field} changed from {old} to {new}',
    'change.draft': 'Private draft: only your organisation sees this',
  },
  nb: {
    'validity.expired': 'Dette tilbudet gikk ut {date}. Det kan ikke lenger aksepteres.',
    'validity.expiredSupplier':
      'Dette tilbudet gikk ut {date}. Trekk det tilbake og send et nytt hvis kunden fortsatt vil ha arbeidet.',
    'validity.soon': ({ days, date }) =>
      Number(days) === 0
        ? `Dette tilbudet går ut i dag (${date}). Aksepter det i dag hvis dere vil ha arbeidet gjort.`
        : `Dette tilbudet går ut om ${plural('nb', Number(days), { one: '1 dag', other: `${days} dager` })}, ${date}. Aksepter det før det hvis dere vil ha arbeidet gjort.`,
    'validity.until': 'Gjelder til {date}.',

    'field.name': 'Navn',
    'field.state': 'Status',
    'field.quotedPrice': 'Pris',
    'field.quotedCurrency': 'Valuta',
    'field.estimatedStartDate': 'Anslått start',
    'field.estimatedCompletionDate': 'Anslått ferdig',
    'field.quoteValidUntil': 'Tilbudet gjelder til',
    'field.quoteNotes': 'Merknader til kunden',
    'field.unknown': 'Annet felt ({field})',
    'change.set': '{field} satt til {new}',
    'change.cleared': '{field} fjernet (var {old})',
    'change.changed': '{field} endret fra {old} til {new}',
    'change.draft': 'Privat utkast: bare deres organisasjon ser dette',
  },
});
