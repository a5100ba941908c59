/** A small taxonomy shaped like the sandbox's (for component tests of any feature). */
export const TAXONOMY = [
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
