/**
 * Bearer token verification and the organisation header on the API's protected endpoints
 * (`requireUser`, `requireOwner`), shown on spec 4.3's `GET /orgadmin/v1/{orgId}/service`.
 */
import { describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import { clientCredentials, jwtPayload, signIn } from './oidc-flow.ts';
import {
  api,
  clientToken,
  DEMO_ORGANIZATIONS,
  sandboxUrls,
  useSandbox,
  userToken,
  userTokenSet,
} from './support.ts';

const oslo = DEMO_ORGANIZATIONS.gjenbrukOslo;
const servicesOf = (orgId: string): string => `/orgadmin/v1/${orgId}/service`;

describe('requireUser', () => {
  it('answers 401 TOKEN_MISSING with WWW-Authenticate when there is no token', async () => {
    const response = await api(servicesOf(oslo.id), { owner: oslo.id });
    expect(response.status).toBe(401);
    expect(response.problem().code).toBe('TOKEN_MISSING');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['a non-Bearer scheme', ''],
  ])('answers 401 TOKEN_INVALID for %s', async (_label, token) => {
    const response = await api(servicesOf(oslo.id), {
      owner: oslo.id,
      headers: { Authorization: token === '' ? 'Basic dXNlcjpwYXNz' : `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect(response.problem().code).toBe('TOKEN_INVALID');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it('refuses a token with the right claims signed by another key', async () => {
    const urls = sandboxUrls();
    const genuine = jwtPayload(await userToken('supplier'));
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(genuine)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer(urls.authUrl)
      .setAudience(urls.apiUrl)
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await api(servicesOf(oslo.id), { token: forged, owner: oslo.id });
    expect(response.status).toBe(401);
    expect(response.problem().code).toBe('TOKEN_INVALID');
  });

  it('refuses an ID token (wrong audience and type) as an access token', async () => {
    const tokens = await userTokenSet('supplier');
    const response = await api(servicesOf(oslo.id), {
      token: tokens.id_token ?? '',
      owner: oslo.id,
    });
    expect(response.status).toBe(401);
    expect(response.problem().code).toBe('TOKEN_INVALID');
  });

  it('accepts user tokens and API key tokens', async () => {
    const user = await api(servicesOf(oslo.id), {
      token: await userToken('supplier'),
      owner: oslo.id,
    });
    expect(user.status).toBe(200);
    const key = await api(servicesOf(oslo.id), {
      token: await clientToken('gjenbrukOslo'),
      owner: oslo.id,
    });
    expect(key.status).toBe(200);
  });
});

describe('requireOwner', () => {
  it('answers 400 OWNER_REQUIRED without X-auth-owner', async () => {
    const response = await api(servicesOf(oslo.id), { token: await userToken('supplier') });
    expect(response.status).toBe(400);
    expect(response.problem().code).toBe('OWNER_REQUIRED');
  });

  it('answers 403 OWNER_NOT_IN_TOKEN for an organisation the token does not carry', async () => {
    const customerToken = await userToken('customer');
    const response = await api(servicesOf(oslo.id), { token: customerToken, owner: oslo.id });
    expect(response.status).toBe(403);
    expect(response.problem().code).toBe('OWNER_NOT_IN_TOKEN');
    const keyToken = await clientToken('byggherre-vest');
    const byKey = await api(servicesOf(oslo.id), { token: keyToken, owner: oslo.id });
    expect(byKey.status).toBe(403);
    expect(byKey.problem().code).toBe('OWNER_NOT_IN_TOKEN');
  });
});

describe('a sandbox with 2-second access tokens', () => {
  const secondUrls = useSandbox({ SANDBOX_TOKEN_TTL: '2' });

  it('issues tokens that live 2 s and refuses them afterwards with 401 TOKEN_EXPIRED', async () => {
    const urls = secondUrls();
    const { tokens } = await signIn(urls, 'supplier');
    expect(tokens.expires_in).toBe(2);
    const claims = jwtPayload(tokens.access_token);
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    const response = await api(servicesOf(oslo.id), {
      baseUrl: urls.apiUrl,
      token: tokens.access_token,
      owner: oslo.id,
    });
    expect(response.status).toBe(401);
    expect(response.problem().code).toBe('TOKEN_EXPIRED');
    expect(response.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
  });

  it('does not accept tokens of another sandbox (other issuer and keys)', async () => {
    const urls = secondUrls();
    const key = await clientCredentials(urls, 'gjenbruk-oslo-api', 'sandbox-secret-gjenbruk-oslo');
    const response = await api(servicesOf(oslo.id), { token: key.access_token, owner: oslo.id });
    expect(response.status).toBe(401);
    expect(response.problem().code).toBe('TOKEN_INVALID');
  });
});
