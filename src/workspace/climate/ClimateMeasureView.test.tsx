import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { summariseClimate } from '../model/climateSummary';
import { renderApp } from '../../test/renderApp';
import { ClimateMeasureView } from './ClimateMeasureView';

const line = (type: string, savings: number) => ({
  type,
  co2eData: { savings, unit: 'kgCO2e', impactCategory: 'climateChange' },
});

const [measure] = summariseClimate([
  { id: 1, approvedAt: '2026-09-10T10:00:00Z', lines: [line('RETAIN_VALUE', 1200.5)] },
  { id: 2, approvedAt: '2026-11-02T10:00:00Z', lines: [line('RECOVER_VALUE', 300)] },
]).measures;

describe('ClimateMeasureView', () => {
  it('shows the total, a labelled chart and the same figures as tables', () => {
    if (!measure) throw new Error('fixture');
    renderApp(<ClimateMeasureView measure={measure} />);
    const region = screen.getByRole('region', {
      name: 'Savings in kg CO₂e (Climate change)',
    });
    expect(region).toHaveTextContent('Total saving 1,500.5 kg CO₂e');
    expect(
      within(region).getByRole('img', { name: /By kind of service: bar chart/ }),
    ).toBeVisible();

    const months = within(region).getByRole('table', { name: 'By month of approval' });
    const rows = within(months).getAllByRole('row').slice(1);
    // Month, saving, order lines; the empty month between is shown as 0.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Sept? 20261,200\.51$/),
      'Oct 202600',
      'Nov 20263001',
    ]);
    const types = within(region).getByRole('table', { name: 'By kind of service' });
    expect(within(types).getByRole('rowheader', { name: 'Repair and maintenance' })).toBeVisible();
    expect(within(types).getByRole('columnheader', { name: 'Saving (kg CO₂e)' })).toBeVisible();
  });

  it('formats numbers and months in Norwegian', () => {
    if (!measure) throw new Error('fixture');
    renderApp(<ClimateMeasureView measure={measure} />, { language: 'nb' });
    const region = screen.getByRole('region', { name: /Besparelse i kg CO₂e \(Klimaendringer\)/ });
    expect(region).toHaveTextContent(/Samlet besparelse 1\s500,5 kg CO₂e/);
    expect(within(region).getByRole('table', { name: 'Per type tjeneste' })).toHaveTextContent(
      'Gjenvinning',
    );
  });
});
