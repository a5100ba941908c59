import { describe, expect, it } from 'vitest';
import { parseOrganizations, userNameFrom } from './organizations';

describe('parseOrganizations', () => {
  it('reads a map alias → {id, name}', () => {
    expect(
      parseOrganizations({
        vestland: { id: 'b0b6', name: 'Vestland Ombruk' },
        acme: { id: 'a11c', name: 'Acme Bygg' },
      }),
    ).toEqual([
      { id: 'a11c', alias: 'acme', name: 'Acme Bygg' },
      { id: 'b0b6', alias: 'vestland', name: 'Vestland Ombruk' },
    ]);
  });

  it('reads a list of aliases, using the alias as id and name', () => {
    expect(parseOrganizations(['acme'])).toEqual([{ id: 'acme', alias: 'acme', name: 'acme' }]);
  });

  it('accepts Keycloak-style attribute arrays and missing names', () => {
    expect(parseOrganizations({ acme: { id: ['a11c'] } })).toEqual([
      { id: 'a11c', alias: 'acme', name: 'acme' },
    ]);
  });

  it('yields nothing for a missing or malformed claim', () => {
    expect(parseOrganizations(undefined)).toEqual([]);
    expect(parseOrganizations('acme')).toEqual([]);
    expect(parseOrganizations([1, '', null])).toEqual([]);
  });
});

describe('userNameFrom', () => {
  it('prefers name, then preferred_username, then sub', () => {
    expect(userNameFrom({ name: 'Kari Nordmann', preferred_username: 'kari', sub: '1' })).toBe(
      'Kari Nordmann',
    );
    expect(userNameFrom({ preferred_username: 'kari', sub: '1' })).toBe('kari');
    expect(userNameFrom({ sub: '1' })).toBe('1');
  });
});
