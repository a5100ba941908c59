import type { ServiceLookup } from '../../catalogue';
import { useCodeWords } from '../../lib/codes';
import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { orderName } from '../model/labels';
import { quoteValidity } from '../model/quoteValidity';
import { stateLabel } from '../model/states';
import { dayNumber, rankRow, type ComparedOrder, type RowValue } from '../model/comparison';
import { compareMessages } from './compareMessages';
import type { LookupsByOrder } from './ServiceLookups';

/** One cell: the words shown, and the best-value words when this quote is best on its row. */
type Solution = Extract<ServiceLookup, { status: 'found' }>['solution'];

/** Climate figures compare only in the same unit and per the same functional unit. */
const climateUnit = (solution: Solution | undefined) =>
  JSON.stringify([
    solution?.co2eData?.unit ?? null,
    solution?.functionalUnit?.amount ?? null,
    solution?.functionalUnit?.unit ?? null,
  ]);

export interface ComparisonCell {
  id: number;
  text: string;
  best: string | null;
}

export interface ComparisonRow {
  key: string;
  label: string;
  cells: ComparisonCell[];
}

type CompareKey = keyof (typeof compareMessages)['en'];

/**
 * The comparison's rows, the same for the table and the cards, in one order: supplier, state,
 * price, start, completion, validity, the catalogue's climate figures, the functional unit. A
 * figure is shown only when it was read: a missing quote field is "not given", a quote not yet
 * sent has no figures. Each row names its best value in words; rows in mixed units are not ranked
 * and say so in `notes`.
 */
export function useComparisonRows(
  entries: readonly ComparedOrder[],
  lookups: LookupsByOrder,
  today: string,
): { rows: ComparisonRow[]; notes: string[] } {
  const t = useT(messages);
  const tc = useT(compareMessages);
  const format = useFormat();
  const words = useCodeWords();
  const notGiven = tc('value.notGiven');
  const notes: string[] = [];

  const solutionOf = (id: number) => {
    const lookup = lookups.get(id);
    return lookup?.status === 'found' ? lookup.solution : undefined;
  };
  const catalogueText = (
    id: number,
    text: (found: NonNullable<ReturnType<typeof solutionOf>>) => string,
  ) => {
    const lookup = lookups.get(id);
    if (lookup === undefined || lookup.status === 'loading') return tc('value.reading');
    if (lookup.status === 'error') return tc('value.unreadable');
    if (lookup.status !== 'found') return tc('value.gone');
    return text(lookup.solution);
  };

  /** A row whose cells are ranked: `value` gives the number to rank (null: not ranked). */
  function ranked(
    key: string,
    label: string,
    bestWords: CompareKey,
    better: 'lower' | 'higher',
    text: (entry: ComparedOrder) => string,
    value: (entry: ComparedOrder) => RowValue | null,
    mixedNote?: string,
  ): ComparisonRow {
    const values = entries.map(value).filter((entry): entry is RowValue => entry !== null);
    const ranking = rankRow(values, better);
    if (ranking.kind === 'not-comparable' && mixedNote !== undefined) notes.push(mixedNote);
    const best = ranking.kind === 'best' ? ranking.ids : [];
    return {
      key,
      label,
      cells: entries.map((entry) => ({
        id: entry.order.id,
        text: text(entry),
        best: best.includes(entry.order.id) ? tc(bestWords) : null,
      })),
    };
  }

  /** A climate row from the catalogue's figures: the service's emission or its saving. */
  function climateRow(
    key: 'emission' | 'saving',
    field: 'total' | 'savings',
    better: 'lower' | 'higher',
  ): ComparisonRow {
    const label = tc(key === 'emission' ? 'row.emission' : 'row.saving');
    const figure = (entry: ComparedOrder) => {
      const solution = solutionOf(entry.order.id);
      const value = solution?.co2eData?.[field];
      return typeof value === 'number' ? { solution, value } : undefined;
    };
    return ranked(
      key,
      label,
      key === 'emission' ? 'best.emission' : 'best.saving',
      better,
      (entry) =>
        catalogueText(entry.order.id, (s) => {
          const value = s.co2eData?.[field];
          return typeof value === 'number' ? words.co2e(value, s.co2eData?.unit) : notGiven;
        }),
      (entry) => {
        const found = figure(entry);
        return found
          ? { id: entry.order.id, value: found.value, unit: climateUnit(found.solution) }
          : null;
      },
      tc('note.units', { row: label }),
    );
  }

  const quote = (entry: ComparedOrder) => (entry.quoted ? entry.order.quoteDetails : undefined);
  const quoteText = (
    entry: ComparedOrder,
    field: (q: NonNullable<ReturnType<typeof quote>>) => string | null,
  ) => {
    const q = quote(entry);
    if (q === undefined) return tc('value.noQuote');
    return field(q) ?? notGiven;
  };
  const date = (value: string | null | undefined) => (value ? format.date(value) : null);
  const dayValue = (entry: ComparedOrder, value: string | null | undefined): RowValue | null => {
    const day = quote(entry) ? dayNumber(value) : null;
    return day === null ? null : { id: entry.order.id, value: day, unit: 'day' };
  };

  /** A quote's date row, the earliest best: estimated start or completion. */
  const dateRow = (
    key: 'start' | 'completion',
    field: 'estimatedStartDate' | 'estimatedCompletionDate',
  ) =>
    ranked(
      key,
      tc(key === 'start' ? 'row.start' : 'row.completion'),
      key === 'start' ? 'best.start' : 'best.completion',
      'lower',
      (entry) => quoteText(entry, (q) => date(q[field])),
      (entry) => dayValue(entry, quote(entry)?.[field]),
    );

  const currencies = [
    ...new Set(entries.flatMap((entry) => quote(entry)?.quotedCurrency ?? [])),
  ].join(', ');

  const rows: ComparisonRow[] = [
    {
      key: 'order',
      label: tc('row.order'),
      cells: entries.map((entry) => ({
        id: entry.order.id,
        text: orderName(t, entry.order),
        best: null,
      })),
    },
    {
      key: 'state',
      label: tc('row.state'),
      cells: entries.map((entry) => ({
        id: entry.order.id,
        text: entry.quoted ? stateLabel(t, entry.order.state) : tc('value.waiting'),
        best: null,
      })),
    },
    ranked(
      'price',
      tc('row.price'),
      'best.price',
      'lower',
      (entry) =>
        quoteText(entry, (q) =>
          q.quotedPrice === undefined
            ? null
            : q.quotedCurrency
              ? format.money(q.quotedPrice, q.quotedCurrency)
              : `${format.number(q.quotedPrice)} (${notGiven})`,
        ),
      (entry) => {
        const q = quote(entry);
        if (!q || typeof q.quotedPrice !== 'number' || !q.quotedCurrency) return null;
        return { id: entry.order.id, value: q.quotedPrice, unit: q.quotedCurrency };
      },
      tc('note.currencies', { currencies }),
    ),
    dateRow('start', 'estimatedStartDate'),
    dateRow('completion', 'estimatedCompletionDate'),
    ranked(
      'validity',
      tc('row.validity'),
      'best.validity',
      'higher',
      (entry) =>
        quoteText(entry, (q) => {
          const validity = quoteValidity(q.quoteValidUntil, today);
          if (validity.kind === 'none') return null;
          const at = format.date(validity.until);
          if (validity.kind === 'expired') return tc('value.ranOut', { date: at });
          if (validity.kind === 'valid') return tc('value.validUntil', { date: at });
          return validity.days === 0
            ? tc('value.runsOutToday', { date: at })
            : tc('value.runsOut', { count: validity.days, date: at });
        }),
      (entry) => {
        const until = quote(entry)?.quoteValidUntil;
        return quoteValidity(until, today).kind === 'expired' ? null : dayValue(entry, until);
      },
    ),
    climateRow('emission', 'total', 'lower'),
    climateRow('saving', 'savings', 'higher'),
    {
      key: 'unit',
      label: tc('row.unit'),
      cells: entries.map((entry) => ({
        id: entry.order.id,
        text: catalogueText(entry.order.id, (s) =>
          s.functionalUnit?.amount === undefined
            ? notGiven
            : words.quantity(s.functionalUnit.amount, s.functionalUnit.unit),
        ),
        best: null,
      })),
    },
  ];
  return { rows, notes };
}
