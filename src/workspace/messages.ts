import { defineMessages, plural } from '../lib/i18n';

/** Every text of the workspace (home, our services, climate summary) in both languages. */
export const messages = defineMessages({
  en: {
    'nav.label': 'Workspace',
    'nav.home': 'What needs doing',
    'nav.services': 'Our services',
    'nav.climate': 'Climate summary',
    'nav.planning': 'Planning',

    'count.link': 'Needs your action',
    'count.label': ({ count }) =>
      plural('en', Number(count), {
        zero: 'No orders need your action',
        one: '1 order needs your action',
        other: `${count} orders need your action`,
      }),

    'home.title': 'What needs doing',
    'home.intro': 'Orders of {organization} that wait for you, and what the other party is doing.',
    'home.loading': 'Loading your orders…',
    'home.error': 'Your orders could not be loaded.',
    'home.partial':
      'Showing the {shown} most recently updated of {total} orders. Older orders are on the order list.',
    'home.allOrders': 'All orders',
    'home.planning': 'See when your work falls on the planning board.',

    'needs.heading': 'Needs your action',
    'needs.empty': 'Nothing is waiting for you right now.',
    'needs.emptyHelp': 'When an order needs a step from your organisation, it shows up here.',
    'needs.next': 'Next step:',
    'needs.or': ' or ',

    'waiting.heading': 'Waiting for the other party',
    'waiting.empty': 'No open orders are waiting for the other party.',
    'waiting.forCustomer': 'Waiting for the customer, {name}',
    'waiting.forSupplier': 'Waiting for the supplier, {name}',
    'waiting.forOther': 'Waiting for the other party',
    'waiting.blocked': '{action} is not possible yet: {reason}',

    'recent.heading': 'Recent changes',
    'recent.empty': 'No orders yet.',

    'order.state': 'Status:',
    'order.asCustomer': 'We are the customer. Supplier: {name}',
    'order.asSupplier': 'We are the supplier. Customer: {name}',
    'order.updated': 'Updated',
    'order.unnamed': 'Order {id}',

    'services.title': 'Our services',
    'services.intro':
      'Every service {organization} offers, also the ones that are not shown in the public catalogue.',
    'services.loading': 'Loading your services…',
    'services.error': 'Your services could not be loaded.',
    'services.summary': ({ count, publicCount, privateCount }) =>
      Number(count) === 1
        ? `1 service: ${publicCount} public, ${privateCount} not public.`
        : `${count} services: ${publicCount} public, ${privateCount} not public.`,
    'services.empty': 'Your organisation has no services yet.',
    'services.emptyHelp':
      'Services registered for your organisation in the platform administration will appear here.',
    'services.filter': 'Show',
    'services.filter.all': 'All',
    'services.filter.public': 'Public',
    'services.filter.private': 'Not public',
    'services.filterEmpty': 'No services match this choice.',
    'services.public': 'Public',
    'services.private': 'Not public',
    'services.publicHelp': 'Shown in the public catalogue.',
    'services.privateHelp':
      'Not visible in the public catalogue. Only your organisation sees this service.',
    'services.type': 'Kind of service',
    'services.category': 'Category',
    'services.functionalUnit': 'Functional unit',
    'services.functionalUnit.value': '{amount} {unit}',
    'services.serviceLife': 'Expected service life',
    'services.serviceLife.value': ({ years }) =>
      plural('en', Number(years), { one: '1 year', other: `${years} years` }),
    'services.climateStatus': 'Status of the figures',
    'services.noClimate': 'No climate figures registered.',
    'services.unknown': 'Not given',

    'climate.title': 'Climate summary',
    'climate.intro':
      'The savings of the services in {organization}’s approved orders, compared with buying new.',
    'climate.side': 'Orders',
    'climate.side.customer': 'Ordered by us',
    'climate.side.supplier': 'Delivered by us',
    'climate.side.customerHelp': 'Approved orders where we are the customer.',
    'climate.side.supplierHelp': 'Approved orders where we are the supplier.',
    'climate.loading': 'Adding up your savings…',
    'climate.error': 'The climate summary could not be loaded.',
    'climate.empty.customer': 'No approved orders yet where you are the customer.',
    'climate.empty.supplier': 'No approved orders yet where you are the supplier.',
    'climate.emptyHelp': 'Savings are counted once the customer has approved the delivery.',
    'climate.orders': ({ count }) =>
      plural('en', Number(count), {
        one: 'Based on 1 approved order.',
        other: `Based on ${count} approved orders.`,
      }),
    'climate.unitsDiffer':
      'The figures come in different units ({units}). Each unit is added up on its own; figures in different units are never added together.',
    'climate.withoutFigures': ({ count }) =>
      plural('en', Number(count), {
        one: '1 order line has no climate figures and is not counted.',
        other: `${count} order lines have no climate figures and are not counted.`,
      }),
    'climate.withoutDate': ({ count }) =>
      plural('en', Number(count), {
        one: '1 order has no readable approval date; it counts in the totals but not by month.',
        other: `${count} orders have no readable approval date; they count in the totals but not by month.`,
      }),
    'climate.partial': 'Only the {shown} most recent of {total} approved orders are included.',
    'climate.measure': 'Savings in {unit}',
    'climate.measureWithCategory': 'Savings in {unit} ({impactCategory})',
    'climate.total': 'Total saving',
    'climate.byMonth': 'By month of approval',
    'climate.byMonthNote':
      'Month of the order’s last update, which for an approved order is its approval.',
    'climate.byType': 'By kind of service',
    'climate.chartLabel': '{title}: bar chart. The same figures are in the table below it.',
    'climate.col.month': 'Month',
    'climate.col.type': 'Kind of service',
    'climate.col.savings': 'Saving ({unit})',
    'climate.col.lines': 'Order lines',
  },
  nb: {
    'nav.label': 'Arbeidsområde',
    'nav.home': 'Dette venter',
    'nav.services': 'Våre tjenester',
    'nav.climate': 'Klimaoversikt',
    'nav.planning': 'Planlegging',

    'count.link': 'Venter på deg',
    'count.label': ({ count }) =>
      plural('nb', Number(count), {
        zero: 'Ingen bestillinger venter på deg',
        one: '1 bestilling venter på deg',
        other: `${count} bestillinger venter på deg`,
      }),

    'home.title': 'Dette venter',
    'home.intro':
      'Bestillinger hos {organization} som venter på dere, og hva den andre parten gjør.',
    'home.loading': 'Henter bestillingene deres …',
    'home.error': 'Bestillingene kunne ikke hentes.',
    'home.partial':
      'Viser de {shown} sist endrede av {total} bestillinger. Eldre bestillinger finner du i bestillingslisten.',
    'home.allOrders': 'Alle bestillinger',
    'home.planning': 'Se når arbeidet deres faller, på planleggingstavlen.',

    'needs.heading': 'Venter på dere',
    'needs.empty': 'Ingenting venter på dere akkurat nå.',
    'needs.emptyHelp': 'Når en bestilling trenger et steg fra organisasjonen deres, vises den her.',
    'needs.next': 'Neste steg:',
    'needs.or': ' eller ',

    'waiting.heading': 'Venter på den andre parten',
    'waiting.empty': 'Ingen åpne bestillinger venter på den andre parten.',
    'waiting.forCustomer': 'Venter på kunden, {name}',
    'waiting.forSupplier': 'Venter på leverandøren, {name}',
    'waiting.forOther': 'Venter på den andre parten',
    'waiting.blocked': '{action} er ikke mulig ennå: {reason}',

    'recent.heading': 'Siste endringer',
    'recent.empty': 'Ingen bestillinger ennå.',

    'order.state': 'Status:',
    'order.asCustomer': 'Vi er kunde. Leverandør: {name}',
    'order.asSupplier': 'Vi er leverandør. Kunde: {name}',
    'order.updated': 'Endret',
    'order.unnamed': 'Bestilling {id}',

    'services.title': 'Våre tjenester',
    'services.intro':
      'Alle tjenestene {organization} tilbyr, også de som ikke vises i den offentlige katalogen.',
    'services.loading': 'Henter tjenestene deres …',
    'services.error': 'Tjenestene kunne ikke hentes.',
    'services.summary': ({ count, publicCount, privateCount }) =>
      Number(count) === 1
        ? `1 tjeneste: ${publicCount} offentlig, ${privateCount} ikke offentlig.`
        : `${count} tjenester: ${publicCount} offentlige, ${privateCount} ikke offentlige.`,
    'services.empty': 'Organisasjonen deres har ingen tjenester ennå.',
    'services.emptyHelp':
      'Tjenester som registreres for organisasjonen i plattformens administrasjon, vises her.',
    'services.filter': 'Vis',
    'services.filter.all': 'Alle',
    'services.filter.public': 'Offentlige',
    'services.filter.private': 'Ikke offentlige',
    'services.filterEmpty': 'Ingen tjenester passer med dette valget.',
    'services.public': 'Offentlig',
    'services.private': 'Ikke offentlig',
    'services.publicHelp': 'Vises i den offentlige katalogen.',
    'services.privateHelp':
      'Vises ikke i den offentlige katalogen. Bare organisasjonen deres ser denne tjenesten.',
    'services.type': 'Type tjeneste',
    'services.category': 'Kategori',
    'services.functionalUnit': 'Funksjonell enhet',
    'services.functionalUnit.value': '{amount} {unit}',
    'services.serviceLife': 'Forventet levetid',
    'services.serviceLife.value': ({ years }) =>
      plural('nb', Number(years), { one: '1 år', other: `${years} år` }),
    'services.climateStatus': 'Status for tallene',
    'services.noClimate': 'Ingen klimatall er registrert.',
    'services.unknown': 'Ikke oppgitt',

    'climate.title': 'Klimaoversikt',
    'climate.intro':
      'Besparelsene fra tjenestene i godkjente bestillinger hos {organization}, sammenlignet med å kjøpe nytt.',
    'climate.side': 'Bestillinger',
    'climate.side.customer': 'Bestilt av oss',
    'climate.side.supplier': 'Levert av oss',
    'climate.side.customerHelp': 'Godkjente bestillinger der vi er kunde.',
    'climate.side.supplierHelp': 'Godkjente bestillinger der vi er leverandør.',
    'climate.loading': 'Summerer besparelsene …',
    'climate.error': 'Klimaoversikten kunne ikke hentes.',
    'climate.empty.customer': 'Ingen godkjente bestillinger ennå der dere er kunde.',
    'climate.empty.supplier': 'Ingen godkjente bestillinger ennå der dere er leverandør.',
    'climate.emptyHelp': 'Besparelser telles når kunden har godkjent leveransen.',
    'climate.orders': ({ count }) =>
      plural('nb', Number(count), {
        one: 'Bygger på 1 godkjent bestilling.',
        other: `Bygger på ${count} godkjente bestillinger.`,
      }),
    'climate.unitsDiffer':
      'Tallene har ulike enheter ({units}). Hver enhet summeres for seg; tall med ulike enheter legges aldri sammen.',
    'climate.withoutFigures': ({ count }) =>
      plural('nb', Number(count), {
        one: '1 bestillingslinje har ingen klimatall og er ikke tatt med.',
        other: `${count} bestillingslinjer har ingen klimatall og er ikke tatt med.`,
      }),
    'climate.withoutDate': ({ count }) =>
      plural('nb', Number(count), {
        one: '1 bestilling har ingen lesbar godkjenningsdato; den telles i summen, men ikke per måned.',
        other: `${count} bestillinger har ingen lesbar godkjenningsdato; de telles i summen, men ikke per måned.`,
      }),
    'climate.partial': 'Bare de {shown} nyeste av {total} godkjente bestillinger er tatt med.',
    'climate.measure': 'Besparelse i {unit}',
    'climate.measureWithCategory': 'Besparelse i {unit} ({impactCategory})',
    'climate.total': 'Samlet besparelse',
    'climate.byMonth': 'Per måned for godkjenning',
    'climate.byMonthNote':
      'Måneden bestillingen sist ble endret, som for en godkjent bestilling er godkjenningen.',
    'climate.byType': 'Per type tjeneste',
    'climate.chartLabel': '{title}: søylediagram. De samme tallene står i tabellen under.',
    'climate.col.month': 'Måned',
    'climate.col.type': 'Type tjeneste',
    'climate.col.savings': 'Besparelse ({unit})',
    'climate.col.lines': 'Bestillingslinjer',
  },
});

export type WorkspaceMessageKey = keyof (typeof messages)['en'];
