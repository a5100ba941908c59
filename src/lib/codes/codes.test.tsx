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
  it('writes every known code in English', () => {
    const en = words('en');
    expect(en.status('VERIFIED')).toBe('Verified');
    expect(en.status('ESTIMATED')).toBe('Estimated');
    expect(en.status('SELF_DECLARED')).toBe('Self-declared');
    expect(en.impactCategory('climateChange')).toBe('Climate change');
    expect(en.module('REMANUFACTURE')).toBe('Remanufacturing');
    expect(en.quantity(1, 'piece')).toBe('1 piece');
    expect(en.quantity(10, 'piece')).toBe('10 pieces');
    expect(en.quantity(50, 'm2')).toBe('50 m²');
    expect(en.co2e(12.5, 'kgCO2e')).toBe('12.5 kg CO₂e');
  });

  it('writes them in Norwegian, with Norwegian numbers', () => {
    const nb = words('nb');
    expect(nb.status('ESTIMATED')).toBe('Anslått');
    expect(nb.impactCategory('climateChange')).toBe('Klimaendringer');
    expect(nb.module('REMANUFACTURE')).toBe('Refabrikering');
    expect(nb.quantity(10, 'piece')).toBe('10 stk');
    expect(nb.quantity(2.5, 'm2')).toBe('2,5 m²');
    expect(nb.co2e(12.5, 'kgCO2e')).toBe('12,5 kg CO₂e');
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
