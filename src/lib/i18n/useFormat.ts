import { cached } from '../cache';
import { useI18n } from './I18nContext';

type Formatters = ReturnType<typeof createFormatters>;

/**
 * Building an Intl formatter is slow (tens of milliseconds on a phone for the first of a locale),
 * and every result card asks for them: one set per locale for the whole app.
 */
const formattersByLocale = new Map<string, Formatters>();

/** Makes a value when first asked for, then keeps it. */
function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/**
 * How each locale the app speaks groups the digits of a whole number, as Intl writes it (held to
 * Intl by useFormat.test.ts). A page's first `Intl.NumberFormat` costs 15–30 ms of one task (ICU's
 * number data, ×4 on a phone) and the search page's first screen shows only counts, so whole
 * numbers are grouped here and the formatter is built for the first fraction (docs/performance.md).
 */
export const GROUP_SEPARATORS: Readonly<Record<string, string>> = {
  'en-GB': ',',
  'nb-NO': '\u00a0',
};

function createFormatters(locale: string) {
  // Each is built when first used: a page that shows only numbers never pays for the dates.
  const fraction = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  const separator = GROUP_SEPARATORS[locale];
  const number = (value: number): string =>
    separator !== undefined && Number.isSafeInteger(value) && (value > 0 || Object.is(value, 0))
      ? String(value).replace(/\B(?=(\d{3})+$)/g, separator)
      : fraction().format(value);
  const dateTime = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
  const calendarDate = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  const relativeTime = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const currencies = new Map<string, Intl.NumberFormat>();
  return {
    number,
    money: (value: number, currency: string) => {
      try {
        const money = cached(
          currencies,
          currency,
          () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
        );
        return money.format(value);
      } catch {
        return `${number(value)} ${currency}`;
      }
    },
    /** A `YYYY-MM-DD` calendar date. Unreadable input is returned as it is. */
    date: (isoDate: string) => {
      const time = Date.parse(`${isoDate}T00:00:00Z`);
      return Number.isNaN(time) ? isoDate : calendarDate().format(time);
    },
    dateTime: (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : dateTime().format(time);
    },
    relative: (iso: string, now = Date.now()) => {
      const time = Date.parse(iso);
      if (Number.isNaN(time)) return iso;
      const seconds = Math.round((time - now) / 1000);
      const rtf = relativeTime();
      const abs = Math.abs(seconds);
      if (abs < 60) return rtf.format(seconds, 'second');
      if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
      if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
      return rtf.format(Math.round(seconds / 86400), 'day');
    },
  };
}

export function formattersFor(locale: string): Formatters {
  return cached(formattersByLocale, locale, createFormatters);
}

/** Intl formatters for the UI language. Dates `YYYY-MM-DD` are calendar dates (formatted in UTC). */
export function useFormat() {
  const { locale } = useI18n();
  return formattersFor(locale);
}
