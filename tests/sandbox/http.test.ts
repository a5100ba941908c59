/**
 * Cross-cutting HTTP behaviour of the sandbox API: problem responses for unknown paths and bad
 * input, and the per-IP rate limit of the open endpoints (on a second sandbox with a tiny limit).
 */
import { describe, expect, it } from 'vitest';
import { clientCredentials } from './oidc-flow.ts';
import { api, DEMO_ORGANIZATIONS, useSandbox } from './support.ts';

describe('problem responses', () => {
  it('answers unknown paths with a 404 problem', async () => {
    const response = await api('/orgadmin/v1/no-such-thing/here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.problem()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await api('/')).status).toBe(404);
  });

  it('answers a wrong method on an open endpoint with a problem, not a crash', async () => {
    const response = await api('/orgadmin/v1/solutions', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.problem().code).toBe('NOT_FOUND');
  });
});

describe('rate limit of the open endpoints', () => {
  const limitedUrls = useSandbox({ SANDBOX_RATE_LIMIT: '3' });

  it('answers 429 RATE_LIMITED with Retry-After once an address exceeds the limit', async () => {
    const urls = limitedUrls();
    const paths = ['/orgadmin/v1/categories', '/orgadmin/v1/solutions', '/orgadmin/v1/providers'];
    for (const path of paths) {
      expect((await api(path, { baseUrl: urls.apiUrl })).status).toBe(200);
    }
    const refused = await api('/orgadmin/v1/solutions', {
      baseUrl: urls.apiUrl,
      headers: { Origin: urls.appOrigin },
    });
    expect(refused.status).toBe(429);
    expect(refused.problem()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The app can read the header cross-origin.
    expect(refused.headers.get('access-control-allow-origin')).toBe(urls.appOrigin);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('does not limit the protected endpoints', async () => {
    const urls = limitedUrls();
    const org = DEMO_ORGANIZATIONS.gjenbrukOslo;
    const key = await clientCredentials(urls, 'gjenbruk-oslo-api', 'sandbox-secret-gjenbruk-oslo');
    const response = await api(`/orgadmin/v1/${org.id}/service`, {
      baseUrl: urls.apiUrl,
      token: key.access_token,
      owner: org.id,
    });
    expect(response.status).toBe(200);
  });
});
