import { useMemo } from 'react';
import { useI18n } from './I18nContext';

/** Intl formatters for the UI language. Dates `YYYY-MM-DD` are calendar dates (formatted in UTC). */
export function useFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const calendarDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      number: (value: number) => number.format(value),
      money: (value: number, currency: string) => {
        try {
          return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
        } catch {
          return `${number.format(value)} ${currency}`;
        }
      },
      /** A `YYYY-MM-DD` calendar date. Unreadable input is returned as it is. */
      date: (isoDate: string) => {
        const time = Date.parse(`${isoDate}T00:00:00Z`);
        return Number.isNaN(time) ? isoDate : calendarDate.format(time);
      },
      dateTime: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? iso : dateTime.format(time);
      },
      relative: (iso: string, now = Date.now()) => {
        const time = Date.parse(iso);
        if (Number.isNaN(time)) return iso;
        const seconds = Math.round((time - now) / 1000);
        const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
        const abs = Math.abs(seconds);
        if (abs < 60) return rtf.format(seconds, 'second');
        if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
        if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
        return rtf.format(Math.round(seconds / 86400), 'day');
      },
    };
  }, [locale]);
}
