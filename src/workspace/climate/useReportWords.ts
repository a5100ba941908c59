import { useMemo } from 'react';
import { useCodeWords } from '../../lib/codes';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import type { OrderSide } from '../../orders';
import { messages } from '../messages';
import type { ClimateMeasure, ReportLine } from '../model/climateSummary';
import type { Period } from '../model/period';

/**
 * The report's words: the period, a measure's title, and the names of a line's service, category
 * and other party (said in words where the data gives none, never an id).
 */
export function useReportWords(side: OrderSide) {
  const t = useT(messages);
  const words = useCodeWords();
  const format = useFormat();
  const { locale } = useI18n();
  return useMemo(() => {
    const monthYear = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const shortMonth = new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const period = (p: Period): string => {
      switch (p.kind) {
        case 'year':
          return String(p.year);
        case 'quarter':
          return t('climate.period.quarterName', { quarter: p.quarter, year: p.year });
        case 'month':
          return monthYear.format(Date.UTC(p.year, p.month - 1, 1));
        case 'range':
          return t('climate.period.rangeName', {
            from: format.date(p.from),
            to: format.date(p.to),
          });
      }
    };
    return {
      period,
      side: t(`climate.side.${side}`),
      /** `Sep 2026` of a `YYYY-MM`. */
      month: (key: string) => shortMonth.format(Date.parse(`${key}-01T00:00:00Z`)),
      measure: (measure: Pick<ClimateMeasure, 'unit' | 'impactCategory'>) =>
        measure.impactCategory
          ? t('climate.measureWithCategory', {
              unit: words.co2eUnit(measure.unit),
              impactCategory: words.impactCategory(measure.impactCategory),
            })
          : t('climate.measure', { unit: words.co2eUnit(measure.unit) }),
      service: (name: string | undefined) => name ?? t('climate.notNamed.service'),
      category: (name: string | undefined) => name ?? t('climate.notNamed.category'),
      party: (name: string | undefined) => name ?? t('climate.notNamed.party'),
      /** `12 m²`; a line without a functional unit says so. */
      functionalUnit: (line: Pick<ReportLine, 'unitAmount' | 'unitName'>) =>
        line.unitAmount === undefined && line.unitName === undefined
          ? t('climate.notNamed.unit')
          : words.quantity(line.unitAmount, line.unitName),
      codes: words,
    };
  }, [t, words, format, locale, side]);
}

export type ReportWords = ReturnType<typeof useReportWords>;
