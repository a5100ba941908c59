import { describe, expect, it } from 'vitest';
import { parseOrganizations, sessionProfileOf, userNameFrom } from './organizations';

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
    expect(parseOrganizations('  ')).toEqual([]);
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

describe('parseOrganizations: every claim form', () => {
  it.each<[string, unknown, { id: string; alias: string }[]]>([
    ['a single string', 'acme', [{ id: 'acme', alias: 'acme' }]],
    ['a single object', { id: 'org-1', name: 'Acme AS' }, [{ id: 'org-1', alias: 'Acme AS' }]],
    ['a list of objects', [{ id: 7, alias: 'acme' }], [{ id: '7', alias: 'acme' }]],
    ['a map with ids', { acme: { id: ['org-1'] } }, [{ id: 'org-1', alias: 'acme' }]],
    ['a map without ids: the alias', { acme: {} }, [{ id: 'acme', alias: 'acme' }]],
  ])('%s', (_label, claim, expected) => {
    expect(parseOrganizations(claim).map(({ id, alias }) => ({ id, alias }))).toEqual(expected);
  });
});

describe('sessionProfileOf', () => {
  it('keeps who the user is (the subject) beside the name shown', async () => {
    const user = {
      profile: { sub: 'u-17', name: 'Kari Nordmann', organization: { north: { id: 'org-1' } } },
      access_token: 'token',
    };
    const profile = await sessionProfileOf(user, 'organization', () => Promise.reject(new Error()));
    expect(profile).toMatchObject({ name: 'Kari Nordmann', subject: 'u-17' });
  });
});
