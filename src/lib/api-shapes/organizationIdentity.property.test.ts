import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIdentifier, nameOf } from './personName';
import { sameOrganization, sideOf } from './organizationIdentity';

/** One identity for organisations and one name for people (issue 47, points 2 and 3). */
const slug = fc
  .array(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('-'));
const orgId = fc.oneof(slug, fc.uuid(), fc.nat({ max: 99_999 }).map(String));

/** Every way a server may write the organisation with this id. */
const spellings = (id: string): unknown[] => [
  id,
  `organizations/${id}`,
  `https://api.example.test/v1/organizations/${id}`,
  `https://api.example.test/v1/organizations/${id}?view=full`,
  { id },
  { organizationId: id, displayName: 'Someone AS' },
  { name: `organizations/${id}`, displayName: 'Peer Provider AS' },
  { _links: { self: { href: `/orgs/${id}` } } },
  ...(/^\d+$/.test(id) ? [Number(id), { id: Number(id) }] : []),
];

const displayName = fc
  .tuple(fc.stringMatching(/^[A-ZÆØÅ][a-zæøå]{1,10}$/), fc.constantFrom('AS', 'ASA', 'SA', 'Ltd'))
  .map(([word, form]) => `${word} ${form}`);

describe('sameOrganization (property)', () => {
  it('finds any two spellings of one organisation equal', () => {
    fc.assert(
      fc.property(orgId, fc.nat(), fc.nat(), (id, i, j) => {
        const forms = spellings(id);
        expect(sameOrganization(forms[i % forms.length], forms[j % forms.length])).toBe(true);
      }),
    );
  });

  it('never finds two organisations with different ids equal', () => {
    fc.assert(
      fc.property(orgId, orgId, fc.nat(), fc.nat(), (a, b, i, j) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        const first = spellings(a);
        const second = spellings(b);
        expect(sameOrganization(first[i % first.length], second[j % second.length])).toBe(false);
      }),
    );
  });

  it('recognises us by the alias the token gives, beside the id we send', () => {
    fc.assert(
      fc.property(fc.uuid(), slug, displayName, (id, alias, name) => {
        const us = { id, alias, name };
        expect(sameOrganization(us, `organizations/${alias}`)).toBe(true);
        expect(sameOrganization(us, { id })).toBe(true);
        // A display name is no identity: another organisation may carry the same words.
        expect(sameOrganization(us, { displayName: name })).toBe(false);
      }),
    );
  });

  it('puts us on the side that names us, and on none when neither does', () => {
    fc.assert(
      fc.property(orgId, orgId, orgId, fc.nat(), (us, other, third, i) => {
        fc.pre(new Set([us, other, third].map((one) => one.toLowerCase())).size === 3);
        const forms = spellings(us);
        const written = forms[i % forms.length];
        expect(sideOf({ customer: written, supplier: { id: other } }, us)).toBe('customer');
        expect(sideOf({ customer: { id: other }, supplier: written }, us)).toBe('supplier');
        expect(sideOf({ customer: { id: other }, supplier: { id: third } }, us)).toBeUndefined();
        expect(sideOf({}, us)).toBeUndefined();
      }),
    );
  });
});

describe('nameOf (property)', () => {
  const identifier = fc.oneof(
    slug.filter((one) => one.includes('-')),
    orgId.map((id) => `organizations/${id}`),
    orgId.map((id) => `https://api.example.test/organizations/${id}`),
    fc.uuid(),
    fc.nat().map(String),
  );

  it('never returns an identifier as a name, under any member', () => {
    fc.assert(
      fc.property(
        identifier,
        fc.constantFrom('name', 'displayName', 'title', 'label', 'organizationName'),
        fc.constantFrom('person' as const, 'organization' as const, 'thing' as const),
        (raw, key, kind) => {
          expect(isIdentifier(raw)).toBe(true);
          expect(nameOf(raw, kind)).toBeUndefined();
          expect(nameOf({ [key]: raw, id: raw }, kind)).toBeUndefined();
        },
      ),
    );
  });

  it('reads the display member before a name that is an identifier, and keeps a readable name', () => {
    fc.assert(
      fc.property(identifier, displayName, (raw, display) => {
        expect(nameOf({ name: raw, displayName: display }, 'organization')).toBe(display);
        expect(nameOf({ name: raw, title: display }, 'thing')).toBe(display);
        expect(nameOf({ name: raw, label: display }, 'thing')).toBe(display);
        expect(nameOf({ name: display, id: raw }, 'organization')).toBe(display);
      }),
    );
  });

  it('takes ordinary one-word names and names with spaces for names', () => {
    for (const name of ['Byggmester', 'acme', 'Bygg/Anlegg AS', 'Jean-Luc', 'Peer Provider AS'])
      expect([name, isIdentifier(name)]).toEqual([name, false]);
  });

  it('does not take another thing’s name for a thing’s own', () => {
    expect(nameOf({ name: 'solutions/7', organizationName: 'Peer AS' }, 'thing')).toBeUndefined();
    expect(nameOf({ name: 'organizations/x', contactName: 'Kari Nordmann' }, 'organization')).toBe(
      undefined,
    );
    expect(nameOf({ title: 'CEO', name: 'kari-n' }, 'person')).toBeUndefined();
  });
});
