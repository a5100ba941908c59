import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { decodeAnswer } from '../../lib/http/decode';
import { orgServiceSchema } from '../api/orgServices';

/** As the app reads records: decoded at the boundary first. */
const decodeRaw = (raw: unknown) => decodeAnswer(raw, 'https://api.test/x');
import { renderApp } from '../../test/renderApp';
import { ServiceCard } from './ServiceCard';

const [privateService, bare] = v.parse(
  v.array(orgServiceSchema),
  decodeRaw([
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
  ]),
);

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

  it('reads a visibility left out as not public (a flag left out is false), and an unknown type as sent', () => {
    if (!bare) throw new Error('fixture');
    renderApp(<ServiceCard service={bare} />, { language: 'nb' });
    const card = screen.getByRole('article', { name: 'Mystery' });
    expect(card).toHaveTextContent('Ikke offentlig');
    expect(card).not.toHaveTextContent('ikke oppgitt');
    expect(card).toHaveTextContent('FUTURE_TYPE');
    expect(card).toHaveTextContent('Ingen klimatall er registrert.');
  });

  it('shows fields sent in a form it cannot read as not readable, never as empty or guessed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = v.parse(
      orgServiceSchema,
      decodeRaw({
        id: 9,
        name: { en: 'Reuse' },
        service_type: 'RECOVER_VALUE',
        is_public: 'sometimes',
        category_name: 42,
        co2e_data: 'lots',
        functional_unit: { amount: 'one', unit: 'pcs', expected_service_life: 10 },
      }),
    );
    renderApp(<ServiceCard service={odd} />);
    const card = screen.getByRole('article', { name: 'Service 9 (name not readable)' });
    expect(card).toHaveTextContent('Public or not: not readable');
    expect(card).not.toHaveTextContent('Not public');
    expect(card).toHaveTextContent('Recycling and recovery');
    expect(card).toHaveTextContent('Categorynot readable');
    expect(card).toHaveTextContent('Functional unitnot readable');
    expect(card).toHaveTextContent('10 years');
    expect(card).toHaveTextContent('The climate figures were sent in a form the app cannot read.');
    vi.restoreAllMocks();
  });
});
