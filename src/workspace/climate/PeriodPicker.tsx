import { useId, useMemo } from 'react';
import { useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { PERIOD_KINDS, periodOfKind, readDay, type Period, type PeriodKind } from '../model/period';

/** Years offered: this many back from the current year, and the one shown. */
const YEARS_BACK = 10;

/**
 * The report's period: its kind (year, quarter, month, from–to), then the year and quarter or
 * month from lists, or two days. A day typed halfway changes nothing until it is a whole date.
 */
export function PeriodPicker({
  period,
  onChange,
  today,
}: {
  period: Period;
  onChange: (period: Period) => void;
  today: Date;
}) {
  const t = useT(messages);
  const { locale } = useI18n();
  const id = useId();
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2000, m, 1)));
  }, [locale]);
  const current = today.getUTCFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i);
  if (period.kind !== 'range' && !years.includes(period.year)) years.push(period.year);
  const range = period.kind === 'range' ? period : undefined;

  const setDay = (which: 'from' | 'to', text: string) => {
    const day = readDay(text);
    if (day === undefined || !range) return;
    const next = { ...range, [which]: day };
    onChange(next.from <= next.to ? next : { kind: 'range', from: next.to, to: next.from });
  };

  return (
    <fieldset className="ws-period">
      <legend>{t('climate.period')}</legend>
      <label htmlFor={`${id}-kind`}>{t('climate.period.kind')}</label>
      <select
        id={`${id}-kind`}
        value={period.kind}
        onChange={(event) => {
          const kind = PERIOD_KINDS.find((k) => k === event.target.value);
          if (kind) onChange(periodOfKind(kind, period));
        }}
      >
        {PERIOD_KINDS.map((kind: PeriodKind) => (
          <option key={kind} value={kind}>
            {t(`climate.period.${kind}`)}
          </option>
        ))}
      </select>
      {period.kind === 'range' ? null : (
        <>
          <label htmlFor={`${id}-year`}>{t('climate.period.year')}</label>
          <select
            id={`${id}-year`}
            value={period.year}
            onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </>
      )}
      {period.kind === 'quarter' ? (
        <>
          <label htmlFor={`${id}-quarter`}>{t('climate.period.quarter')}</label>
          <select
            id={`${id}-quarter`}
            value={period.quarter}
            onChange={(event) => onChange({ ...period, quarter: Number(event.target.value) })}
          >
            {[1, 2, 3, 4].map((quarter) => (
              <option key={quarter} value={quarter}>
                {t('climate.period.quarterOption', { quarter })}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {period.kind === 'month' ? (
        <>
          <label htmlFor={`${id}-month`}>{t('climate.period.month')}</label>
          <select
            id={`${id}-month`}
            value={period.month}
            onChange={(event) => onChange({ ...period, month: Number(event.target.value) })}
          >
            {monthNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {range ? (
        // Uncontrolled: a day typed halfway stays as typed.
        <span className="ws-period__range">
          <label htmlFor={`${id}-from`}>{t('climate.period.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            defaultValue={range.from}
            onChange={(event) => setDay('from', event.target.value)}
          />
          <label htmlFor={`${id}-to`}>{t('climate.period.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            defaultValue={range.to}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </span>
      ) : null}
    </fieldset>
  );
}
