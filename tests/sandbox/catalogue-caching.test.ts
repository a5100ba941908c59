/**
 * Spec 4.2's `/solutions` against the running sandbox: names in the asked language, caching
 * headers and CORS.
 */
import { describe, expect, it } from 'vitest';
import { seedCatalogue, solutions, SolutionListSchema } from './catalogue-data.ts';
import { sandboxUrls } from './support.ts';

describe('GET /solutions: language, caching, CORS', () => {
  it('localises categoryName with Accept-Language: nb', async () => {
    const english = (await solutions('pageSize=10')).json(SolutionListSchema);
    const norwegian = (await solutions('pageSize=10', { 'Accept-Language': 'nb' })).json(
      SolutionListSchema,
    );
    const { categoriesById } = seedCatalogue();
    english.forEach((s) => expect(s.categoryName).toBe(categoriesById.get(s.categoryId)?.en));
    norwegian.forEach((s) => expect(s.categoryName).toBe(categoriesById.get(s.categoryId)?.nb));
    const preferNb = await solutions('pageSize=10', {
      'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.8',
    });
    expect(preferNb.json(SolutionListSchema)).toEqual(norwegian);
  });

  it('sends Cache-Control and a strong ETag, and 304 on If-None-Match', async () => {
    // Uncompressed: a compressed answer carries the same tag marked weak (tests/sandbox/http.test.ts).
    const identity = { 'Accept-Encoding': 'identity' };
    const first = await solutions('pageSize=3', identity);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const again = await solutions('pageSize=3', { ...identity, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await solutions('pageSize=3', {
      ...identity,
      'If-None-Match': etag,
      'Accept-Language': 'nb',
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('allows the app origins and exposes the paging headers', async () => {
    const { appOrigin } = sandboxUrls();
    const response = await solutions('', { Origin: appOrigin });
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const name of ['content-range', 'x-total-count', 'etag', 'retry-after', 'location']) {
      expect(exposed).toContain(name);
    }
    const foreign = await solutions('', { Origin: 'http://evil.invalid' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a CORS preflight for protected requests from the app', async () => {
    const { appOrigin, apiUrl } = sandboxUrls();
    const response = await fetch(`${apiUrl}/services/v1/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: appOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-auth-owner,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of [
      'authorization',
      'x-auth-owner',
      'content-type',
      'accept-language',
      'if-none-match',
    ]) {
      expect(allowed).toContain(name);
    }
  });
});
