/**
 * Spec 4.2's other open endpoints against the running sandbox: the category tree and the
 * providers. Expected answers are computed from the seed data.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProviderSchema, publicIdsWhere, seedCatalogue } from './catalogue-data.ts';
import { CategoryTreeSchema, type CategoryNode } from './category-tree.ts';
import { api, DEMO_ORGANIZATIONS } from './support.ts';

describe('GET /categories', () => {
  it('returns the whole tree nested in children, localised displayName', async () => {
    const english = await api('/orgadmin/v1/categories');
    expect(english.headers.get('etag')).toMatch(/^(W\/)?"/);
    const tree = english.json(CategoryTreeSchema);
    const catalogue = seedCatalogue();
    // The shared taxonomy only: organisations' own categories are not part of it.
    expect(countNodes(tree)).toBe(
      catalogue.categoriesById.size - catalogue.organizationCategories.length,
    );
    expect(tree.map((node) => node.name)).toEqual(catalogue.taxonomy.map((c) => c.className));
    const first = tree[0];
    const record = catalogue.taxonomy[0];
    expect(first).toMatchObject({ id: record?.id, uri: record?.uri, displayName: record?.en });
    const leaf = catalogue.taxonomy[0]?.children[0]?.children[0];
    expect(first?.children[0]?.children[0]).toMatchObject({ id: leaf?.id, name: leaf?.className });

    const norwegian = (
      await api('/orgadmin/v1/categories', { headers: { 'Accept-Language': 'nb' } })
    ).json(CategoryTreeSchema);
    expect(norwegian[0]?.displayName).toBe(record?.nb);
    expect(norwegian[0]?.name).toBe(record?.className);
  });
});

describe('GET /providers', () => {
  it('lists every provider with a public service and its public service count', async () => {
    const response = await api('/orgadmin/v1/providers');
    const providers = response.json(v.array(ProviderSchema));
    const catalogue = seedCatalogue();
    const withPublic = catalogue.providers.filter((p) =>
      catalogue.solutions.some((s) => s.public && s.organizationId === p.id),
    );
    expect(providers).toHaveLength(withPublic.length);
    expect(providers.map((p) => p.id)).not.toContain(DEMO_ORGANIZATIONS.lukketLager.id);
    const oslo = providers.find((p) => p.id === DEMO_ORGANIZATIONS.gjenbrukOslo.id);
    const osloRecord = catalogue.providersById.get(DEMO_ORGANIZATIONS.gjenbrukOslo.id);
    expect(oslo).toEqual({
      id: DEMO_ORGANIZATIONS.gjenbrukOslo.id,
      name: DEMO_ORGANIZATIONS.gjenbrukOslo.name,
      serviceCount: publicIdsWhere((s) => s.organizationId === DEMO_ORGANIZATIONS.gjenbrukOslo.id)
        .length,
      location: { type: 'Point', coordinates: [osloRecord?.longitude, osloRecord?.latitude] },
    });
  });

  it('matches a case-insensitive part of the name', async () => {
    const providers = (await api('/orgadmin/v1/providers?name=GJENBRUK%20os')).json(
      v.array(ProviderSchema),
    );
    expect(providers.map((p) => p.name)).toContain(DEMO_ORGANIZATIONS.gjenbrukOslo.name);
    expect(providers.every((p) => p.name.toLowerCase().includes('gjenbruk os'))).toBe(true);
    const closed = (await api('/orgadmin/v1/providers?name=Lukket')).json(v.array(ProviderSchema));
    expect(closed).toEqual([]);
  });

  it.each(['', 'a', ' b '])('refuses the search text %j with 400 NAME_TOO_SHORT', async (name) => {
    const response = await api(`/orgadmin/v1/providers?name=${encodeURIComponent(name)}`);
    expect(response.status).toBe(400);
    expect(response.problem()).toMatchObject({
      code: 'NAME_TOO_SHORT',
      errors: [{ field: 'name', code: 'TOO_SHORT' }],
    });
  });
});

function countNodes(nodes: CategoryNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}
