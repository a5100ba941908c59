import { defineMessages, plural } from '../../lib/i18n';

/** Every text of the planning board, in both languages. */
export const messages = defineMessages({
  en: {
    title: 'Planning',
    intro: 'The work {organization} has taken on: accepted, planned and under way, week by week.',
    loading: 'Loading your planned work…',
    empty: 'No accepted, planned or in-progress orders.',
    emptyHelp: 'When a customer accepts one of your quotes, the order shows up here.',
    emptyFiltered: 'No orders match these filters.',
    capped: 'Showing the first {shown} of {total} orders: the board reads at most {shown}.',
    summary: ({ count, overlaps, late, undated }) =>
      `${plural('en', Number(count), { one: '1 order', other: `${count} orders` })}: ${overlaps} overlapping, ${late} late, ${undated} without dates.`,

    'filters.label': 'Filters',
    'filters.states': 'States',
    'filters.range': 'Period',
    'range.month': 'This month',
    'range.quarter': 'Next three months',
    'range.all': 'All',
    'view.label': 'Show as',
    'view.timeline': 'Timeline',
    'view.table': 'Table',
    export: 'Download calendar (.ics)',
    exportHelp: 'One all-day event per order shown, for your calendar.',

    'timeline.label': 'Timeline of the work, by week',
    'timeline.week': 'Week {week}',
    'timeline.weekShort': 'W{week}',
    'timeline.today': 'Today',
    'timeline.period': '{start} – {end}',

    overlaps: 'Overlaps',
    overlapsLong: 'Overlaps another order',
    late: 'Late',
    lateLong: 'Late: the completion date has passed',

    'undated.heading': 'Without dates',
    'undated.help': 'The accepted quote of these orders has no start or completion date.',

    'table.caption': 'Planned work as a table',
    'col.order': 'Order',
    'col.customer': 'Customer',
    'col.service': 'Service',
    'col.price': 'Price',
    'col.start': 'Start',
    'col.end': 'Completion',
    'col.state': 'Status',
    'col.marks': 'Marks',
    'col.actions': 'Actions',
    notSet: 'not set',
    none: 'No step for you now.',

    done: '{name}: now {state}.',

    'ics.calendar': 'Planning – {organization}',
    'ics.summary': '[{state}] {name}',
    'ics.customer': 'Customer: {name}',
    'ics.service': 'Service: {name}',
    'ics.price': 'Price: {price}',
    'ics.link': 'Order: {url}',
  },
  nb: {
    title: 'Planlegging',
    intro: 'Arbeidet {organization} har tatt på seg: akseptert, planlagt og i gang, uke for uke.',
    loading: 'Henter det planlagte arbeidet …',
    empty: 'Ingen aksepterte, planlagte eller pågående bestillinger.',
    emptyHelp: 'Når en kunde aksepterer et av tilbudene deres, dukker bestillingen opp her.',
    emptyFiltered: 'Ingen bestillinger passer til disse filtrene.',
    capped: 'Viser de første {shown} av {total} bestillinger: tavlen leser høyst {shown}.',
    summary: ({ count, overlaps, late, undated }) =>
      `${plural('nb', Number(count), { one: '1 bestilling', other: `${count} bestillinger` })}: ${overlaps} overlapper, ${late} forsinket, ${undated} uten datoer.`,

    'filters.label': 'Filtre',
    'filters.states': 'Statuser',
    'filters.range': 'Periode',
    'range.month': 'Denne måneden',
    'range.quarter': 'De neste tre månedene',
    'range.all': 'Alle',
    'view.label': 'Vis som',
    'view.timeline': 'Tidslinje',
    'view.table': 'Tabell',
    export: 'Last ned kalender (.ics)',
    exportHelp: 'Én heldagshendelse per viste bestilling, til kalenderen deres.',

    'timeline.label': 'Tidslinje over arbeidet, uke for uke',
    'timeline.week': 'Uke {week}',
    'timeline.weekShort': 'U{week}',
    'timeline.today': 'I dag',
    'timeline.period': '{start}–{end}',

    overlaps: 'Overlapper',
    overlapsLong: 'Overlapper en annen bestilling',
    late: 'Forsinket',
    lateLong: 'Forsinket: ferdigdatoen er passert',

    'undated.heading': 'Uten datoer',
    'undated.help':
      'Det aksepterte tilbudet for disse bestillingene har ingen start- eller ferdigdato.',

    'table.caption': 'Planlagt arbeid som tabell',
    'col.order': 'Bestilling',
    'col.customer': 'Kunde',
    'col.service': 'Tjeneste',
    'col.price': 'Pris',
    'col.start': 'Start',
    'col.end': 'Ferdig',
    'col.state': 'Status',
    'col.marks': 'Merknader',
    'col.actions': 'Handlinger',
    notSet: 'ikke satt',
    none: 'Ingen steg for dere nå.',

    done: '{name}: nå {state}.',

    'ics.calendar': 'Planlegging – {organization}',
    'ics.summary': '[{state}] {name}',
    'ics.customer': 'Kunde: {name}',
    'ics.service': 'Tjeneste: {name}',
    'ics.price': 'Pris: {price}',
    'ics.link': 'Bestilling: {url}',
  },
});
