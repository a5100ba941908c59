import { defineMessages } from '../../lib/i18n';

/** Texts of the order list and the new-order page, in English and Norwegian Bokmål. */
export const pageMessages = defineMessages({
  en: {
    'list.title': 'Orders',
    'list.role': 'Role',
    'list.role.all': 'All my orders',
    'list.role.customer': 'As customer',
    'list.role.supplier': 'As supplier',
    'list.state': 'State',
    'list.state.all': 'All states',
    'list.name': 'Name',
    'list.counterpart': 'Counterpart',
    'list.updated': 'Last change',
    'list.asCustomer': '{name} (supplier)',
    'list.asSupplier': '{name} (customer)',
    'list.empty': 'No orders here yet.',
    'list.emptyHelp':
      'To place your first order, find a service in the catalogue and choose “Order this service”.',
    'list.emptyFiltered': 'No orders match these filters.',
    'list.toCatalogue': 'Go to the catalogue',
    'list.loading': 'Loading orders…',
    'list.previous': 'Previous page',
    'list.next': 'Next page',
    'list.pageOf': 'Page {page} of {pages} ({total} orders)',
    'list.newest': 'Newest first',
    'new.title': 'New order',
    'new.name': 'Order name',
    'new.nameHelp': 'A name you and the supplier will recognise, e.g. the project or address.',
    'new.line': 'Service to order',
    'new.submit': 'Create draft order',
    'new.submitting': 'Creating…',
    'new.missing':
      'No service was chosen. Find a service in the catalogue and choose “Order this service”.',
    'new.draftInfo':
      'The order is created as a draft. Nothing is sent to the supplier until you request a quote.',
    'new.lost':
      'No answer came back, so the draft may already have been created. Check your orders before you send again.',
    'new.keyReused':
      'A draft was already created from this form, under the name first sent. Check your orders before you create another.',
    'new.toOrders': 'Go to my orders',
  },
  nb: {
    'list.title': 'Bestillinger',
    'list.role': 'Rolle',
    'list.role.all': 'Alle mine bestillinger',
    'list.role.customer': 'Som kunde',
    'list.role.supplier': 'Som leverandør',
    'list.state': 'Tilstand',
    'list.state.all': 'Alle tilstander',
    'list.name': 'Navn',
    'list.counterpart': 'Motpart',
    'list.updated': 'Sist endret',
    'list.asCustomer': '{name} (leverandør)',
    'list.asSupplier': '{name} (kunde)',
    'list.empty': 'Ingen bestillinger her ennå.',
    'list.emptyHelp':
      'For å legge inn din første bestilling, finn en tjeneste i katalogen og velg «Bestill denne tjenesten».',
    'list.emptyFiltered': 'Ingen bestillinger passer med disse filtrene.',
    'list.toCatalogue': 'Gå til katalogen',
    'list.loading': 'Henter bestillinger …',
    'list.previous': 'Forrige side',
    'list.next': 'Neste side',
    'list.pageOf': 'Side {page} av {pages} ({total} bestillinger)',
    'list.newest': 'Nyeste først',
    'new.title': 'Ny bestilling',
    'new.name': 'Navn på bestillingen',
    'new.nameHelp':
      'Et navn du og leverandøren kjenner igjen, for eksempel prosjektet eller adressen.',
    'new.line': 'Tjeneste som bestilles',
    'new.submit': 'Opprett utkast',
    'new.submitting': 'Oppretter …',
    'new.missing':
      'Ingen tjeneste er valgt. Finn en tjeneste i katalogen og velg «Bestill denne tjenesten».',
    'new.draftInfo':
      'Bestillingen opprettes som et utkast. Ingenting sendes til leverandøren før du ber om tilbud.',
    'new.lost':
      'Det kom ikke noe svar, så utkastet kan allerede være opprettet. Se i bestillingene dine før du sender på nytt.',
    'new.keyReused':
      'Et utkast er allerede opprettet fra dette skjemaet, med navnet som ble sendt først. Se i bestillingene dine før du oppretter et nytt.',
    'new.toOrders': 'Gå til mine bestillinger',
  },
});
