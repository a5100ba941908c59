import type { CategoryNode, Solution } from '../api/schemas';

/** A small taxonomy shaped like the sandbox's (for component tests). */
export const taxonomyFixture: CategoryNode[] = [
  {
    id: 1,
    uri: 'https://example.test/taxonomy#Furniture',
    name: 'Furniture',
    displayName: 'Furniture',
    children: [
      {
        id: 2,
        uri: 'https://example.test/taxonomy#Seating',
        name: 'Seating',
        displayName: 'Seating',
        children: [
          {
            id: 3,
            uri: 'https://example.test/taxonomy#OfficeChair',
            name: 'OfficeChair',
            displayName: 'Office chair',
            children: [],
          },
          {
            id: 4,
            uri: 'https://example.test/taxonomy#Sofa',
            name: 'Sofa',
            displayName: 'Sofa',
            children: [],
          },
        ],
      },
      {
        id: 5,
        uri: 'https://example.test/taxonomy#Table',
        name: 'Table',
        displayName: 'Table',
        children: [],
      },
    ],
  },
  {
    id: 6,
    uri: 'https://example.test/taxonomy#BuildingProduct',
    name: 'BuildingProduct',
    displayName: 'Building product',
    children: [
      {
        id: 7,
        uri: 'https://example.test/taxonomy#Door',
        name: 'Door',
        displayName: 'Door',
        // `children` may be absent on leaves (docs/platform-contract.md 2.6).
      },
      {
        id: 8,
        uri: 'https://example.test/taxonomy#Window',
        name: 'Window',
        displayName: 'Window',
        children: [],
      },
    ],
  },
];

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
