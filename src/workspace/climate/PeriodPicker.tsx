import { Fragment, useId, useMemo } from 'react';
import { useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { PERIOD_KINDS, periodOfKind, readDay, type Period } from '../model/period';

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
      <LabelledSelect
        id={`${id}-kind`}
        label={t('climate.period.kind')}
        value={period.kind}
        options={PERIOD_KINDS.map((kind) => [kind, t(`climate.period.${kind}`)])}
        onChange={(value) => {
          const kind = PERIOD_KINDS.find((k) => k === value);
          if (kind) onChange(periodOfKind(kind, period));
        }}
      />
      {period.kind === 'range' ? null : (
        <LabelledSelect
          id={`${id}-year`}
          label={t('climate.period.year')}
          value={String(period.year)}
          options={years.map((year) => [String(year), String(year)])}
          onChange={(value) => onChange({ ...period, year: Number(value) })}
        />
      )}
      {period.kind === 'quarter' ? (
        <LabelledSelect
          id={`${id}-quarter`}
          label={t('climate.period.quarter')}
          value={String(period.quarter)}
          options={[1, 2, 3, 4].map((quarter) => [
            String(quarter),
            t('climate.period.quarterOption', { quarter }),
          ])}
          onChange={(value) => onChange({ ...period, quarter: Number(value) })}
        />
      ) : null}
      {period.kind === 'month' ? (
        <LabelledSelect
          id={`${id}-month`}
          label={t('climate.period.month')}
          value={String(period.month)}
          options={monthNames.map((name, index) => [String(index + 1), name])}
          onChange={(value) => onChange({ ...period, month: Number(value) })}
        />
      ) : null}
      {range ? (
        // Uncontrolled: a day typed halfway stays as typed.
        <span className="ws-period__range">
          {(['from', 'to'] as const).map((end) => (
            <Fragment key={end}>
              <label htmlFor={`${id}-${end}`}>
                {end === 'from' ? t('climate.period.from') : t('climate.period.to')}
              </label>
              <input
                id={`${id}-${end}`}
                type="date"
                defaultValue={range[end]}
                onChange={(event) => setDay(end, event.target.value)}
              />
            </Fragment>
          ))}
        </span>
      ) : null}
    </fieldset>
  );
}

/** A label and its select of `[value, words]` options. */
function LabelledSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </>
  );
}
