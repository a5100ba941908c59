import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider, type Language } from '../i18n';
import { co2eInKilograms, useCodeWords } from './codes';

function words(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider languages={['en', 'nb']} initial={language}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useCodeWords(), { wrapper }).result.current;
}

describe('useCodeWords', () => {
  // Each language's words for the same codes, with its own numbers.
  it.each([
    {
      language: 'en' as const,
      status: ['Verified', 'Estimated', 'Self-declared'],
      words: ['Climate change', 'Remanufacturing', '1 piece', '10 pieces', '50 m²', '12.5 kg CO₂e'],
    },
    {
      language: 'nb' as const,
      status: ['Verifisert', 'Anslått', 'Egenerklært'],
      words: ['Klimaendringer', 'Refabrikering', '1 stk', '10 stk', '50 m²', '12,5 kg CO₂e'],
    },
  ])('writes every known code in $language', ({ language, status, words: expected }) => {
    const w = words(language);
    expect(['VERIFIED', 'ESTIMATED', 'SELF_DECLARED'].map((code) => w.status(code))).toEqual(
      status,
    );
    expect([
      w.impactCategory('climateChange'),
      w.module('REMANUFACTURE'),
      w.quantity(1, 'piece'),
      w.quantity(10, 'piece'),
      w.quantity(50, 'm2'),
      w.co2e(12.5, 'kgCO2e'),
    ]).toEqual(expected);
    expect(words('nb').quantity(2.5, 'm2')).toBe('2,5 m²');
  });

  it('puts tonnes and grams on the kilogram scale', () => {
    const en = words('en');
    expect(en.co2e(1.25, 'tCO2e')).toBe('1,250 kg CO₂e');
    expect(en.co2e(500, 'g CO2e')).toBe('0.5 kg CO₂e');
    expect(co2eInKilograms(2, 'tCO₂e')).toBe(2000);
  });

  it('shows an unknown code as sent, and says it is not known', () => {
    const en = words('en');
    expect(en.status('AUDITED')).toBe('AUDITED (code not known to this app)');
    expect(en.module('UPCYCLE')).toBe('UPCYCLE (code not known to this app)');
    expect(en.quantity(3, 'pallet')).toBe('3 pallet (code not known to this app)');
    expect(en.co2e(3, 'lbCO2e')).toBe('3 lbCO2e (code not known to this app)');
    expect(words('nb').status('AUDITED')).toBe('AUDITED (kode appen ikke kjenner)');
  });
});
