import { describe, expect, it } from 'vitest';
import { numberTaxonomy } from './numbering.ts';
import { aliasFromName, CUSTOMERS, handWrittenProviders } from './providers.ts';
import { TAXONOMY, TAXONOMY_NAMESPACE } from './taxonomy.ts';
import { TOWN_LIST } from './towns.ts';
import { DEMO_ORGANIZATIONS } from './types.ts';
import { uuidV5 } from './uuid.ts';

const plans = handWrittenProviders();
const providers = plans.map((plan) => plan.record);

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('hand-written providers', () => {
  it('are at least 55, with unique UUID ids, kebab-case aliases and names', () => {
    expect(providers.length).toBeGreaterThanOrEqual(55);
    expect(new Set(providers.map((p) => p.id)).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.alias)).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.name)).size).toBe(providers.length);
    for (const provider of providers) {
      expect(provider.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(provider.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(provider.name).toMatch(/ AS$/);
    }
  });

  it('include the demo provider organisations with their fixed identities', () => {
    const { gjenbrukOslo, ombrukBergen, lukketLager } = DEMO_ORGANIZATIONS;
    const byId = new Map(providers.map((p) => [p.id, p]));
    expect(byId.get(gjenbrukOslo.id)).toMatchObject({ ...gjenbrukOslo, city: 'Oslo' });
    expect(byId.get(ombrukBergen.id)).toMatchObject({ ...ombrukBergen, city: 'Bergen' });
    expect(byId.get(lukketLager.id)).toMatchObject(lukketLager);
    expect(plans.filter((plan) => plan.allPrivate).map((plan) => plan.record.id)).toEqual([
      lukketLager.id,
    ]);
  });

  it('keep the customer-side demo organisations out of the providers', () => {
    const { byggherre, nordlysEiendom } = DEMO_ORGANIZATIONS;
    expect(CUSTOMERS).toEqual([byggherre, nordlysEiendom]);
    const ids = new Set(providers.map((p) => p.id));
    expect(ids.has(byggherre.id)).toBe(false);
    expect(ids.has(nordlysEiendom.id)).toBe(false);
  });

  it('sit within 5 km of their real town, at distinct points', () => {
    for (const provider of providers) {
      const town = TOWN_LIST.find((t) => t.name === provider.city);
      expect(town, provider.city).toBeDefined();
      if (!town) continue;
      expect(
        distanceKm(town.latitude, town.longitude, provider.latitude, provider.longitude),
      ).toBeLessThan(5);
    }
    expect(new Set(providers.map((p) => `${p.latitude},${p.longitude}`)).size).toBe(
      providers.length,
    );
    expect(new Set(providers.map((p) => p.city)).size).toBeGreaterThanOrEqual(50);
  });

  it('place towns in mainland Norway', () => {
    for (const town of TOWN_LIST) {
      expect(town.latitude).toBeGreaterThan(57.9);
      expect(town.latitude).toBeLessThan(71.2);
      expect(town.longitude).toBeGreaterThan(4.5);
      expect(town.longitude).toBeLessThan(31.2);
    }
    const oslo = TOWN_LIST.find((t) => t.name === 'Oslo');
    const bergen = TOWN_LIST.find((t) => t.name === 'Bergen');
    // Oslo–Bergen as the crow flies is about 305 km.
    expect(
      oslo &&
        bergen &&
        distanceKm(oslo.latitude, oslo.longitude, bergen.latitude, bergen.longitude),
    ).toBeCloseTo(305, -1);
  });

  it('focus on branches that exist in the taxonomy', () => {
    const { byClassName } = numberTaxonomy(TAXONOMY, TAXONOMY_NAMESPACE);
    for (const plan of plans) {
      expect(plan.focus.length).toBeGreaterThan(0);
      for (const className of plan.focus) expect(byClassName.has(className), className).toBe(true);
    }
  });
});

describe('aliasFromName', () => {
  it('makes ASCII kebab-case without the company suffix', () => {
    expect(aliasFromName('Stålombruk Oslo AS')).toBe('stalombruk-oslo');
    expect(aliasFromName('Bærum Gjenbruk AS')).toBe('baerum-gjenbruk');
    expect(aliasFromName('Mjøsa Møbelombruk AS')).toBe('mjosa-mobelombruk');
    expect(aliasFromName('Ombrukssenter Mo i Rana 12 AS')).toBe('ombrukssenter-mo-i-rana-12');
  });
});

describe('uuidV5', () => {
  it('matches the RFC 9562 example and is stable', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(uuidV5('gjenbruk-oslo')).toBe(uuidV5('gjenbruk-oslo'));
    expect(uuidV5('a')).not.toBe(uuidV5('b'));
  });
});
