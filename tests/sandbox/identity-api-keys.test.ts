/**
 * The identity provider's API keys (spec 5.1): `client_credentials` with `resource`, one client
 * per demo organisation.
 */
import { describe, expect, it } from 'vitest';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { sandboxUrls } from './support.ts';
import { clientCredentials, jwtHeader, jwtPayload, postToken } from './oidc-flow.ts';

describe('client_credentials (API keys)', () => {
  it('issues a token for the API key organisation with resource = the API base', async () => {
    const urls = sandboxUrls();
    for (const key of API_KEYS) {
      const tokens = await clientCredentials(urls, key.clientId, key.clientSecret);
      expect(jwtHeader(tokens.access_token)).toMatchObject({ typ: 'at+jwt' });
      expect(jwtPayload(tokens.access_token)).toMatchObject({
        aud: urls.apiUrl,
        client_id: key.clientId,
        organization: { [key.organization.alias]: { id: key.organization.id } },
      });
    }
  });

  it('refuses a wrong secret and a foreign resource', async () => {
    const urls = sandboxUrls();
    const key = API_KEYS[0];
    if (key === undefined) throw new Error('no API key');
    const wrong = await postToken(urls, {
      grant_type: 'client_credentials',
      client_id: key.clientId,
      client_secret: 'wrong',
      resource: urls.apiUrl,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_client' });
    const foreign = await postToken(urls, {
      grant_type: 'client_credentials',
      client_id: key.clientId,
      client_secret: key.clientSecret,
      resource: 'https://elsewhere.invalid',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ error: 'invalid_target' });
  });

  it('allows CORS at the token endpoint for the app origins only', async () => {
    const urls = sandboxUrls();
    const preflight = (origin: string) =>
      fetch(`${urls.authUrl}/protocol/openid-connect/token`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight(urls.appOrigin);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(urls.appOrigin);
    const token = await fetch(`${urls.authUrl}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: {
        Origin: 'http://evil.invalid',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=refresh_token&client_id=circular-web&refresh_token=x',
    });
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
  });
});
