import { useMemo } from 'react';
import { defineMessages, useFormat, useT } from '../i18n';
import en from './codes.en.json';
import nb from './codes.nb.json';

/**
 * The codes the API sends that a person reads (spec 2.6: a climate figure's status, its impact
 * category and unit, a service's module, a functional unit) in words in both languages. A code
 * this app does not know is shown as it was sent, marked as such (the server may add values,
 * spec 9.4). Climate figures are all written in kilograms of CO₂e, whatever unit each came in,
 * so that figures side by side are on one scale.
 */
export const codeMessages = defineMessages({ en, nb });

type CodeKey = keyof typeof codeMessages.en;

const UNITS = ['piece', 'set', 'm2', 'm', 'kg'] as const;

/** How many kilograms one of each CO₂e unit is. Spelled with or without a space. */
const CO2E_KILOGRAMS: ReadonlyMap<string, number> = new Map([
  ['gco2e', 0.001],
  ['kgco2e', 1],
  ['tco2e', 1000],
]);

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function isCodeKey(key: string): key is CodeKey {
  return Object.hasOwn(codeMessages.en, key);
}

/** The kilograms in `value` of `unit`, or undefined for a unit this app does not know. */
export function co2eInKilograms(
  value: number,
  unit: string | null | undefined,
): number | undefined {
  const key = (unit ?? '').replace(/\s/g, '').replace('₂', '2').toLowerCase();
  const factor = CO2E_KILOGRAMS.get(key);
  return factor === undefined ? undefined : value * factor;
}

export interface CodeWords {
  status: (code: string) => string;
  impactCategory: (code: string) => string;
  module: (code: string) => string;
  /** `10 pieces`, `10 stk`, `5 m²`; an unknown unit is written after the number, marked. */
  quantity: (amount: number | null | undefined, unit: string | null | undefined) => string;
  /** A CO₂e unit as written (`kg CO₂e`, `t CO₂e`); an unknown one as sent, marked. */
  co2eUnit: (unit: string) => string;
  /** `1 250 kg CO₂e` from any known CO₂e unit; an unknown unit as sent, marked. */
  co2e: (value: number, unit: string | null | undefined) => string;
}

/** The code words in the UI language. */
export function useCodeWords(): CodeWords {
  const t = useT(codeMessages);
  const format = useFormat();
  return useMemo(() => {
    const unknown = (code: string) => t('unknown', { code });
    const word = (prefix: 'status' | 'impact' | 'module') => (code: string) => {
      const key = `${prefix}.${code.trim()}`;
      return isCodeKey(key) ? t(key) : unknown(code);
    };
    return {
      co2eUnit: (unit) => {
        const key = `co2eUnit.${unit.replace(/\s/g, '').replace('₂', '2')}`;
        return isCodeKey(key) ? t(key) : unknown(unit);
      },
      status: word('status'),
      impactCategory: word('impact'),
      module: word('module'),
      quantity: (amount, unit) => {
        const shown = amount == null ? '' : format.number(amount);
        const count = amount ?? 0;
        const trimmed = unit?.trim() ?? '';
        if (!trimmed) return t('unit.none', { amount: shown });
        if (isOneOf(UNITS, trimmed)) return t(`unit.${trimmed}`, { amount: shown, count });
        return t('unit.other', { amount: shown, unit: unknown(trimmed) }).trim();
      },
      co2e: (value, unit) => {
        const kilograms = co2eInKilograms(value, unit);
        if (kilograms === undefined) {
          const sent = unit?.trim();
          return sent ? `${format.number(value)} ${unknown(sent)}` : format.number(value);
        }
        return t('co2e', { amount: format.number(kilograms) });
      },
    };
  }, [t, format]);
}
