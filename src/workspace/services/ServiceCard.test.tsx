import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { orgServiceSchema } from '../api/orgServices';
import { renderApp } from '../../test/renderApp';
import { ServiceCard } from './ServiceCard';

const [privateService, bare] = v.parse(v.array(orgServiceSchema), [
  {
    id: 7,
    name: 'On-site repair of cabinet fronts',
    type: 'RETAIN_VALUE',
    organizationId: 'org-us',
    categoryId: 12,
    categoryName: 'Cabinet fronts',
    public: false,
    co2eData: {
      impactCategory: 'climateChange',
      total: 1.02,
      savings: 13.96,
      unit: 'kgCO2e',
      status: 'ESTIMATED',
    },
    functionalUnit: { amount: 1, unit: 'm2', expectedServiceLife: 7 },
    somethingNew: 'passes through',
  },
  { id: 8, name: 'Mystery', type: 'FUTURE_TYPE' },
]);

describe('ServiceCard', () => {
  it('marks a private service and says it is not in the public catalogue', () => {
    if (!privateService) throw new Error('fixture');
    renderApp(<ServiceCard service={privateService} />);
    const card = screen.getByRole('article', { name: 'On-site repair of cabinet fronts' });
    expect(card).toHaveTextContent('Not public');
    expect(card).toHaveTextContent('Not visible in the public catalogue.');
    expect(card).toHaveTextContent('Repair and maintenance');
    expect(card).toHaveTextContent('Cabinet fronts');
    expect(card).toHaveTextContent('1 m²');
    expect(card).toHaveTextContent('Climate change');
    expect(card).not.toHaveTextContent('climateChange');
    expect(card).toHaveTextContent('7 years');
    expect(card).toHaveTextContent('Saving against buying new13.96 kg CO₂e');
    expect(card).toHaveTextContent('Emission of the service1.02 kg CO₂e');
  });

  it('reads a service without a public flag as not public, and an unknown type as sent', () => {
    if (!bare) throw new Error('fixture');
    renderApp(<ServiceCard service={bare} />, { language: 'nb' });
    const card = screen.getByRole('article', { name: 'Mystery' });
    expect(card).toHaveTextContent('Ikke offentlig');
    expect(card).toHaveTextContent('Vises ikke i den offentlige katalogen.');
    expect(card).toHaveTextContent('FUTURE_TYPE');
    expect(card).toHaveTextContent('Ingen klimatall er registrert.');
  });
});
