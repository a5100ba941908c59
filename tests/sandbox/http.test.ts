/**
 * Cross-cutting HTTP behaviour of the sandbox API: problem responses for unknown paths and bad
 * input, compression after Accept-Encoding, and the per-IP rate limit of the open endpoints (on a second sandbox with a tiny limit).
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clientCredentials } from './oidc-flow.ts';
import { api, DEMO_ORGANIZATIONS, sandboxUrls, useSandbox } from './support.ts';

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

/** A GET whose body is read as sent (fetch would decompress it on its own). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, sandboxUrls().apiUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  const path = '/orgadmin/v1/categories';

  it('gzips a JSON answer when Accept-Encoding allows it, with the same content', async () => {
    const plain = await rawGet(path, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers['vary'])).toMatch(/accept-encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    // Same content, another encoding: the tag stays comparable, marked weak.
    expect(zipped.headers['etag']).toBe(`W/${String(plain.headers['etag'])}`);
  });

  it('sends the answer as it is to a client that asks for no encoding', async () => {
    const response = await rawGet(path, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(response.body.toString('utf8')) as unknown).not.toThrow();
  });

  it('answers If-None-Match with the weak tag of a compressed answer with 304', async () => {
    const zipped = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    const response = await api(path, {
      headers: { 'If-None-Match': String(zipped.headers['etag']) },
    });
    expect(response.status).toBe(304);
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
