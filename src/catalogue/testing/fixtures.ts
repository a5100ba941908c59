import type { CategoryNode, Solution } from '../api/schemas';
import { TAXONOMY } from '../../test/taxonomy';

/** A small taxonomy shaped like the sandbox's (for component tests). */
export const taxonomyFixture: CategoryNode[] = TAXONOMY;

export function solutionFixture(overrides: Partial<Solution> = {}): Solution {
  return {
    id: 101,
    name: 'Chair refurbishment',
    description: 'New fabric, foam and castors for office chairs.',
    type: 'RETAIN_VALUE',
    module: 'A1-A3',
    organizationId: '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a02',
    organizationName: 'Gjenbruk Oslo AS',
    categoryId: 3,
    categoryName: 'Office chair',
    providerLocation: { type: 'Point', coordinates: [10.75, 59.91] },
    co2eData: {
      impactCategory: 'GWP-total',
      total: 12.5,
      savings: 48.25,
      unit: 'kg CO2e',
      status: 'VERIFIED',
    },
    functionalUnit: { amount: 1, unit: 'piece', expectedServiceLife: 8 },
    ...overrides,
  };
}
