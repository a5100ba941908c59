import type { ServiceLookup } from '../../catalogue';
import { co2eInKilograms, useCodeWords } from '../../lib/codes';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { orderName } from '../model/labels';
import { quoteValidity } from '../model/quoteValidity';
import { stateLabel } from '../model/states';
import {
  dayNumber,
  rankRow,
  type ComparedOrder,
  type RowValue,
  type UnitBest,
} from '../model/comparison';
import { compareMessages } from './compareMessages';
import type { LookupsByOrder } from './ServiceLookups';

/** One cell: the words shown, and the best-value words when this quote is best on its row. */
type Solution = Extract<ServiceLookup, { status: 'found' }>['solution'];

/**
 * Climate figures compare only per the same functional unit, in kilograms of CO2e (a unit the app
 * does not know is kept apart, as sent).
 */
const climateUnit = (solution: Solution | undefined, kilograms: boolean) =>
  JSON.stringify([
    kilograms ? 'kg' : (solution?.co2eData?.unit ?? null),
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

/**
 * The comparison's rows, the same for the table and the cards, in one order: supplier, state,
 * price, start, completion, validity, the catalogue's climate figures, the functional unit. A
 * figure is shown only when it was read: a missing quote field is "not given", a quote not yet
 * sent has no figures. Each row names its best value in words within each currency or unit ("Lowest
 * price in NOK"); a quote alone in its currency or unit is left out of that ranking, and `notes`
 * says once per row which and why. Nothing is converted between currencies.
 */
export function useComparisonRows(
  entries: readonly ComparedOrder[],
  lookups: LookupsByOrder,
  today: string,
  supplierOf: (entry: ComparedOrder) => string,
): { rows: ComparisonRow[]; notes: string[] } {
  const { locale } = useI18n();
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

  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const supplierOfId = (id: number) => {
    const entry = entries.find((candidate) => candidate.order.id === id);
    return entry === undefined ? notGiven : supplierOf(entry);
  };

  /**
   * A row whose cells are ranked within each unit: `value` gives the number to rank (null: not
   * ranked), `bestWords` names the best of one unit, `leftOut` says which values were compared
   * with nothing (each with its unit in words) or, when nothing was ranked, that nothing could be.
   */
  function ranked(
    key: string,
    label: string,
    bestWords: (best: UnitBest) => string,
    better: 'lower' | 'higher',
    text: (entry: ComparedOrder) => string,
    value: (entry: ComparedOrder) => RowValue | null,
    leftOut?: { some: (quotes: string) => string; all: string; unitWords: (id: number) => string },
  ): ComparisonRow {
    const values = entries.map(value).filter((entry): entry is RowValue => entry !== null);
    const ranking = rankRow(values, better);
    if (leftOut !== undefined && ranking.leftOut.length > 0)
      notes.push(
        ranking.best.length === 0
          ? leftOut.all
          : leftOut.some(
              list(
                ranking.leftOut.map(({ id }) => `${supplierOfId(id)} (${leftOut.unitWords(id)})`),
              ),
            ),
      );
    const bestOf = (id: number) => ranking.best.find((best) => best.ids.includes(id));
    return {
      key,
      label,
      cells: entries.map((entry) => {
        const best = bestOf(entry.order.id);
        return {
          id: entry.order.id,
          text: text(entry),
          best: best === undefined ? null : bestWords(best),
        };
      }),
    };
  }

  /** "per 10 pieces" for a service, or null without a functional unit. */
  const perUnit = (id: number) => {
    const unit = solutionOf(id)?.functionalUnit;
    return unit?.amount === undefined ? null : words.quantity(unit.amount, unit.unit);
  };

  /** A climate row from the catalogue's figures: the service's emission or its saving. */
  function climateRow(
    key: 'emission' | 'saving',
    field: 'total' | 'savings',
    better: 'lower' | 'higher',
  ): ComparisonRow {
    const label = tc(key === 'emission' ? 'row.emission' : 'row.saving');
    const bestKey = key === 'emission' ? 'best.emission' : 'best.saving';
    return ranked(
      key,
      label,
      ({ ids }) => {
        const per = perUnit(ids[0] ?? -1);
        return per === null ? tc(bestKey) : tc(`${bestKey}.per`, { unit: per });
      },
      better,
      (entry) =>
        catalogueText(entry.order.id, (s) => {
          const value = s.co2eData?.[field];
          return typeof value === 'number' ? words.co2e(value, s.co2eData?.unit) : notGiven;
        }),
      (entry) => {
        const solution = solutionOf(entry.order.id);
        const figure = solution?.co2eData?.[field];
        if (typeof figure !== 'number') return null;
        const kilograms = co2eInKilograms(figure, solution?.co2eData?.unit);
        return {
          id: entry.order.id,
          value: kilograms ?? figure,
          unit: climateUnit(solution, kilograms !== undefined),
        };
      },
      {
        all: tc('note.units', { row: label }),
        some: (quotes) => tc('note.unitsLeftOut', { row: label, quotes }),
        unitWords: (id) => {
          const per = perUnit(id);
          return per === null ? tc('value.noUnit') : tc('value.per', { unit: per });
        },
      },
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
      () => tc(key === 'start' ? 'best.start' : 'best.completion'),
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
      ({ unit }) => tc('best.price', { currency: unit }),
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
      {
        all: tc('note.currencies', { currencies }),
        some: (quotes) => tc('note.currenciesLeftOut', { quotes }),
        unitWords: (id) =>
          entries.find((entry) => entry.order.id === id)?.order.quoteDetails?.quotedCurrency ??
          notGiven,
      },
    ),
    dateRow('start', 'estimatedStartDate'),
    dateRow('completion', 'estimatedCompletionDate'),
    ranked(
      'validity',
      tc('row.validity'),
      () => tc('best.validity'),
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
