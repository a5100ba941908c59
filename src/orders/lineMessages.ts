import { defineMessages } from '../lib/i18n';

/**
 * Texts of order lines (their service from the catalogue) and of server field errors that have no
 * field on the page, in English and Norwegian Bokmål. Kept apart from messages.ts (already long).
 */
export const lineMessages = defineMessages({
  en: {
    'line.loading': 'Finding service {id} in the catalogue…',
    'line.notFound':
      'Service {id} is no longer in the public catalogue. The supplier may have removed it or made it private.',
    'line.errorTitle': 'The service of this line could not be loaded.',
    'line.provider': 'Provider',
    'line.kind': 'Kind of service',
    'line.category': 'Category',
    'line.functionalUnit': 'Functional unit',
    'line.noUnit': 'Not given',
    'summary.notAtFields': 'The order service did not accept this:',
    'summary.seeFields': 'See the messages at the fields.',
    'summary.item': '{field}: {text} ({code})',
    'summary.itemWithCode': '{field}: {text}',
    'fieldName.name': 'Order name',
    'fieldName.lines': 'Order lines',
    'fieldName.lineService': 'Order line {n}, service',
    'fieldName.lineCategory': 'Order line {n}, category',
    'fieldName.line': 'Order line {n}',
    'fieldName.quotedPrice': 'Price',
    'fieldName.quotedCurrency': 'Currency',
    'fieldName.estimatedStartDate': 'Estimated start',
    'fieldName.estimatedCompletionDate': 'Estimated completion',
    'fieldName.quoteValidUntil': 'Quote valid until',
    'fieldName.quoteNotes': 'Notes for the customer',
    'fieldCode.CATEGORY_NOT_COVERED':
      'The service does not cover this category. Order it in its own category or a narrower one.',
    'fieldCode.UNKNOWN_CATEGORY': 'This category does not exist (any more).',
    'fieldCode.UNKNOWN_SOLUTION': 'This service is not in the public catalogue (any more).',
    'fieldCode.MULTIPLE_PROVIDERS': 'One order can only hold services of one provider.',
    'fieldCode.OWN_ORGANIZATION':
      'This is a service of your own organisation; you cannot order it from yourselves.',
    'fieldCode.NOT_AN_OBJECT': 'This value has the wrong form.',
  },
  nb: {
    'line.loading': 'Finner tjeneste {id} i katalogen …',
    'line.notFound':
      'Tjeneste {id} finnes ikke lenger i den åpne katalogen. Leverandøren kan ha fjernet den eller gjort den privat.',
    'line.errorTitle': 'Kunne ikke hente tjenesten på denne linjen.',
    'line.provider': 'Leverandør',
    'line.kind': 'Type tjeneste',
    'line.category': 'Kategori',
    'line.functionalUnit': 'Funksjonell enhet',
    'line.noUnit': 'Ikke oppgitt',
    'summary.notAtFields': 'Bestillingstjenesten godtok ikke dette:',
    'summary.seeFields': 'Se meldingene ved feltene.',
    'summary.item': '{field}: {text} ({code})',
    'summary.itemWithCode': '{field}: {text}',
    'fieldName.name': 'Navn på bestillingen',
    'fieldName.lines': 'Bestillingslinjer',
    'fieldName.lineService': 'Bestillingslinje {n}, tjeneste',
    'fieldName.lineCategory': 'Bestillingslinje {n}, kategori',
    'fieldName.line': 'Bestillingslinje {n}',
    'fieldName.quotedPrice': 'Pris',
    'fieldName.quotedCurrency': 'Valuta',
    'fieldName.estimatedStartDate': 'Anslått start',
    'fieldName.estimatedCompletionDate': 'Anslått ferdig',
    'fieldName.quoteValidUntil': 'Tilbudet gjelder til',
    'fieldName.quoteNotes': 'Merknader til kunden',
    'fieldCode.CATEGORY_NOT_COVERED':
      'Tjenesten dekker ikke denne kategorien. Bestill den i sin egen kategori eller en smalere.',
    'fieldCode.UNKNOWN_CATEGORY': 'Kategorien finnes ikke (lenger).',
    'fieldCode.UNKNOWN_SOLUTION': 'Tjenesten finnes ikke (lenger) i den åpne katalogen.',
    'fieldCode.MULTIPLE_PROVIDERS': 'Én bestilling kan bare ha tjenester fra én leverandør.',
    'fieldCode.OWN_ORGANIZATION':
      'Dette er en tjeneste fra deres egen organisasjon; dere kan ikke bestille den fra dere selv.',
    'fieldCode.NOT_AN_OBJECT': 'Verdien har feil form.',
  },
});

export type LineMessageKey = keyof (typeof lineMessages)['en'];
