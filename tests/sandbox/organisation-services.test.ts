/**
 * Spec 4.3: `GET /orgadmin/v1/{orgId}/service` returns all of an organisation's services, public
 * and private, to its own members; private services never appear on the open endpoints.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ProviderSchema,
  SolutionSchema,
  seedCatalogue,
  solutions,
  SolutionListSchema,
} from './catalogue-data.ts';
import { api, clientToken, DEMO_ORGANIZATIONS, userToken } from './support.ts';

const OwnServiceListSchema = v.array(
  v.strictObject({ ...SolutionSchema.entries, public: v.boolean() }),
);
const { gjenbrukOslo, ombrukBergen, nordlysEiendom, lukketLager } = DEMO_ORGANIZATIONS;

function seedServicesOf(orgId: string) {
  return seedCatalogue()
    .solutions.filter((s) => s.organizationId === orgId)
    .sort((a, b) => a.id - b.id);
}

describe('GET /orgadmin/v1/{orgId}/service', () => {
  it('lists public and private services of the caller organisation with a public flag', async () => {
    const response = await api(`/orgadmin/v1/${gjenbrukOslo.id}/service`, {
      token: await userToken('supplier'),
      owner: gjenbrukOslo.id,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const services = response.json(OwnServiceListSchema);
    const expected = seedServicesOf(gjenbrukOslo.id);
    expect(services.map((s) => [s.id, s.public])).toEqual(expected.map((s) => [s.id, s.public]));
    const privateIds = services.filter((s) => !s.public).map((s) => s.id);
    expect(privateIds.length).toBeGreaterThan(0);

    const open = (await solutions(`organizationIds=${gjenbrukOslo.id}&pageSize=100`)).json(
      SolutionListSchema,
    );
    expect(open.map((s) => s.id)).toEqual(services.filter((s) => s.public).map((s) => s.id));
    expect(open.some((s) => privateIds.includes(s.id))).toBe(false);
  });

  it('answers 403 OWNER_MISMATCH when X-auth-owner is not the organisation in the path', async () => {
    const response = await api(`/orgadmin/v1/${ombrukBergen.id}/service`, {
      token: await userToken('multi'),
      owner: nordlysEiendom.id,
    });
    expect(response.status).toBe(403);
    expect(response.problem().code).toBe('OWNER_MISMATCH');
  });

  it('lets the two-organisation user read each of its organisations', async () => {
    const token = await userToken('multi');
    const providing = await api(`/orgadmin/v1/${ombrukBergen.id}/service`, {
      token,
      owner: ombrukBergen.id,
    });
    expect(providing.json(OwnServiceListSchema).map((s) => s.id)).toEqual(
      seedServicesOf(ombrukBergen.id).map((s) => s.id),
    );
    const buying = await api(`/orgadmin/v1/${nordlysEiendom.id}/service`, {
      token,
      owner: nordlysEiendom.id,
    });
    expect(buying.status).toBe(200);
    expect(buying.body).toEqual([]);
  });

  it('shows the all-private provider its services, while the open endpoints never list it', async () => {
    const response = await api(`/orgadmin/v1/${lukketLager.id}/service`, {
      token: await clientToken('lukketLager'),
      owner: lukketLager.id,
    });
    const services = response.json(OwnServiceListSchema);
    expect(services.length).toBe(seedServicesOf(lukketLager.id).length);
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => !s.public)).toBe(true);

    expect((await solutions(`organizationIds=${lukketLager.id}`)).body).toEqual([]);
    const providers = (await api('/orgadmin/v1/providers')).json(v.array(ProviderSchema));
    expect(providers.map((p) => p.id)).not.toContain(lukketLager.id);
  });
});
