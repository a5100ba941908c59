/**
 * A sandbox with `SANDBOX_SHAPES=polyglot` (orders in memory): where the organisation claim sits
 * for each demo user, the userinfo endpoint that takes the app's access token, and `X-auth-owner`
 * by alias for the user whose claim is a plain string.
 */
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../sandbox/config.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { seedCatalogue } from './catalogue-data.ts';
import { sandboxUrlsOf, type SandboxUrls } from './global-setup.ts';
import { jwtPayload, signIn } from './oidc-flow.ts';
import { sandboxUrls } from './support.ts';

let sandbox: Sandbox;
let urls: SandboxUrls;

beforeAll(async () => {
  const settings = {
    ...readSettings(
      { SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', SANDBOX_SHAPES: 'polyglot' },
      path.resolve(import.meta.dirname, '../..'),
    ),
    dataDir: null,
  };
  sandbox = await createSandbox(settings, { catalogue: seedCatalogue() });
  urls = sandboxUrlsOf(sandbox, settings, null);
}, 60_000);

afterAll(() => sandbox.close());

async function userinfo(accessToken: string): Promise<Response> {
  const discovery = await fetch(`${urls.authUrl}/.well-known/openid-configuration`);
  const { userinfo_endpoint: endpoint } = v.parse(
    v.object({ userinfo_endpoint: v.string() }),
    await discovery.json(),
  );
  return fetch(endpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Origin: urls.appOrigin },
  });
}

describe('SANDBOX_SHAPES=polyglot: the organisation claim', () => {
  it('customer: a plain string in the ID token and userinfo; the alias works as X-auth-owner', async () => {
    const { tokens } = await signIn(urls, 'customer');
    const alias = DEMO_ORGANIZATIONS.byggherre.alias;
    expect(jwtPayload(tokens.id_token ?? '')['organization']).toBe(alias);
    const info = await userinfo(tokens.access_token);
    expect(info.status).toBe(200);
    expect(info.headers.get('Access-Control-Allow-Origin')).toBe(urls.appOrigin);
    expect(await info.json()).toMatchObject({ organization: alias });

    const orders = await fetch(`${urls.ordersUrl}/orders`, {
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'X-auth-owner': alias },
    });
    expect(orders.status).toBe(200);
    expect(Array.isArray(await orders.json())).toBe(true);
  });

  it('supplier: no claim in the ID token, the map in userinfo', async () => {
    const { tokens } = await signIn(urls, 'supplier');
    const org = DEMO_ORGANIZATIONS.gjenbrukOslo;
    expect(jwtPayload(tokens.id_token ?? '')).not.toHaveProperty('organization');
    const info = await userinfo(tokens.access_token);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      organization: { [org.alias]: { id: org.id, name: org.name } },
    });
  });

  it('userinfo refuses a token that is not one of the provider’s', async () => {
    const info = await userinfo('eyJhbGciOiJub25lIn0.e30.');
    expect(info.status).toBe(401);
  });
});

describe('the standard sandbox, for comparison', () => {
  it('keeps the map claim in the ID token and takes no alias as X-auth-owner', async () => {
    const standard = sandboxUrls();
    const { tokens } = await signIn(standard, 'customer');
    const org = DEMO_ORGANIZATIONS.byggherre;
    expect(jwtPayload(tokens.id_token ?? '')['organization']).toEqual({
      // With the sides it is registered for, as a Keycloak organisation attribute.
      [org.alias]: { id: org.id, name: org.name, orderRoles: ['customer'] },
    });
    const orders = await fetch(`${standard.ordersUrl}/orders`, {
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'X-auth-owner': org.alias },
    });
    expect(orders.status).toBe(403);
  });
});
