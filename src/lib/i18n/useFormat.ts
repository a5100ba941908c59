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
 * How each locale the app speaks writes a number's digit groups, decimal mark and minus, as Intl
 * does (held to Intl by useFormat.test.ts). A page's first `Intl.NumberFormat` costs 15–45 ms of
 * one task (ICU's number data; four times that on a phone), and the catalogue's pages show only
 * counts and figures rounded to two decimals, so those are written here; the formatter is built
 * only for a number beyond them (docs/performance.md).
 */
export const NUMBER_SIGNS: Readonly<
  Record<string, { group: string; decimal: string; minus: string }>
> = {
  'en-GB': { group: ',', decimal: '.', minus: '-' },
  'nb-NO': { group: '\u00a0', decimal: ',', minus: '\u2212' },
};

/**
 * A number's size rounded to two decimals as Intl's `maximumFractionDigits: 2` does: the shortest
 * decimal that reads back as the number (`String`), a third decimal of 5 or more rounding away
 * from zero. Undefined where `String` writes an exponent (below 1e-6, from 1e21) or no number.
 */
function plainDigits(size: number): { whole: string; fraction: string } | undefined {
  const written = /^(\d+)(?:\.(\d+))?$/.exec(String(size));
  if (!written) return undefined;
  let whole = written[1] ?? '';
  let fraction = written[2] ?? '';
  if (fraction.length > 2) {
    const up = (fraction[2] ?? '0') >= '5';
    fraction = fraction.slice(0, 2);
    if (up) {
      const cents = (BigInt(`${whole}${fraction}`) + 1n).toString().padStart(3, '0');
      whole = cents.slice(0, -2);
      fraction = cents.slice(-2);
    }
  }
  return { whole, fraction: fraction.replace(/0+$/, '') };
}

function createFormatters(locale: string) {
  // Each is built when first used: a page that shows only numbers never pays for the dates.
  const rounded = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  const signs = NUMBER_SIGNS[locale];
  const number = (value: number): string => {
    const negative = value < 0 || Object.is(value, -0);
    const digits = signs ? plainDigits(Math.abs(value)) : undefined;
    if (!signs || !digits) return rounded().format(value);
    const whole = digits.whole.replace(/\B(?=(\d{3})+$)/g, signs.group);
    const written = digits.fraction === '' ? whole : `${whole}${signs.decimal}${digits.fraction}`;
    return negative ? `${signs.minus}${written}` : written;
  };
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
