import { describe, expect, it } from 'vitest';
import { organizationSidesOf } from './organizationSides';
import { parseOrganizations } from './organizations';

describe('organizationSidesOf', () => {
  it.each<[string, Record<string, unknown>, string[] | undefined]>([
    ['a Keycloak attribute list', { id: 'a', orderRoles: ['customer'] }, ['customer']],
    ['one text in capitals', { id: 'a', organizationType: 'SUPPLIER' }, ['supplier']],
    ['under attributes', { id: 'a', attributes: { sides: ['Provider'] } }, ['supplier']],
    ['a text listing both', { id: 'a', roles: 'buyer, vendor' }, ['customer', 'supplier']],
    [
      'plural words',
      { id: 'a', party_roles: ['suppliers', 'customers'] },
      ['customer', 'supplier'],
    ],
    ['in Bokmål', { id: 'a', roller: 'x', type: ['leverandør'] }, ['supplier']],
    ['no such member', { id: 'a', name: 'Supplier AS' }, undefined],
    // Phase Two's organisation claim: the person's roles in it, which name no side.
    ['a person’s roles', { id: 'a', role: ['view-organization', 'manage-customers'] }, undefined],
    ['a type that is no side', { id: 'a', type: 'company' }, undefined],
    ['a side word under another member', { id: 'a', description: 'supplier' }, undefined],
    [
      'nested deeper than attributes',
      { id: 'a', attributes: { x: { roles: ['customer'] } } },
      undefined,
    ],
  ])('%s', (_label, entry, expected) => {
    expect(organizationSidesOf(entry)).toEqual(expected);
  });
});

describe('parseOrganizations: the sides an organisation acts on', () => {
  it('keeps the sides its entry names, and none where it names none', () => {
    expect(
      parseOrganizations({
        buyer: { id: 'b', name: 'Buyer AS', orderRoles: ['customer'] },
        other: { id: 'o', name: 'Other AS' },
      }),
    ).toEqual([
      { id: 'b', alias: 'buyer', name: 'Buyer AS', sides: ['customer'] },
      { id: 'o', alias: 'other', name: 'Other AS' },
    ]);
    expect(parseOrganizations(['acme'])[0]).not.toHaveProperty('sides');
  });
});
