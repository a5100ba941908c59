import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createHttpClient } from './client';
import { ApiError } from './ApiError';
import { credentials, jsonResponse, redirectedToEvil, testClient } from './testing';

describe('http client', () => {
  it('sends a list parameter in the repeated form', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, [])));
    await testClient(fetchMock).request('http://api.test/solutions', {
      query: { organizationIds: ['a', 'b'], category: 'https://t.test/tax#Doors', empty: [] },
    });
    const url = fetchMock.mock.calls[0]?.[0];
    if (!(url instanceof URL)) throw new Error('the client fetches a URL');
    expect(url.searchParams.getAll('organizationIds')).toEqual(['a', 'b']);
    expect(url.searchParams.get('category')).toBe('https://t.test/tax#Doors');
    expect(url.searchParams.has('empty')).toBe(false);
  });

  it('decodes every answer once: key case, null as absent, hrefs against its own URL', async () => {
    const body = {
      Order_Name: 'x',
      note: null,
      _links: { accept: { href: '7/transitions/accept' } },
    };
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, body)));
    const answer = await testClient(fetchMock).request('http://api.test/v1/orders/7', {
      schema: v.unknown(),
    });
    expect(answer.url).toBe('http://api.test/v1/orders/7');
    expect(answer.data).toEqual({
      orderName: 'x',
      _links: { accept: { href: 'http://api.test/v1/orders/7/transitions/accept' } },
    });
  });

  it('adds auth headers only for configured API origins', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, { ok: true })));
    const client = testClient(fetchMock);
    await client.request('http://api.test/orders/1', { auth: true });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('X-auth-owner')).toBe('org-1');
    expect(headers.get('Accept-Language')).toBe('nb');

    await expect(client.request('http://evil.test/steal', { auth: true })).rejects.toMatchObject({
      kind: 'refused-origin',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never follows a redirect with the auth headers', async () => {
    const leaked: string[] = [];
    // Models fetch: with redirect 'follow' the request (custom headers included) goes on to the
    // Location; with 'error' the fetch fails.
    const fetchMock = vi.fn<typeof fetch>((_input, init) => {
      if (init?.redirect === 'error') return Promise.reject(new TypeError('redirect refused'));
      const headers = new Headers(init?.headers);
      const owner = headers.get('X-auth-owner');
      if (owner !== null) leaked.push(`evil.test got ${owner}`);
      return Promise.resolve(redirectedToEvil());
    });
    await expect(
      testClient(fetchMock).request('http://api.test/orders/1', { auth: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls[0]?.[1]?.redirect).toBe('error');
    expect(leaked).toEqual([]);
  });

  it('rejects an authenticated answer that was redirected to another origin', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => {
      return Promise.resolve(redirectedToEvil());
    });
    await expect(
      testClient(fetchMock).request('http://api.test/orders/1', { auth: true }),
    ).rejects.toMatchObject({ kind: 'refused-origin' });
  });

  it('never adds auth headers to open requests', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, [])));
    await testClient(fetchMock).request('http://api.test/solutions');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-auth-owner')).toBe(false);
  });

  it('turns problem+json into an ApiError with code and field errors', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        jsonResponse(422, {
          title: 'Invalid',
          status: 422,
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'quotedPrice', code: 'MUST_BE_POSITIVE' }],
        }),
      ),
    );
    const error = await testClient(fetchMock)
      .request('http://api.test/x', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'quotedPrice', code: 'MUST_BE_POSITIVE' }],
    });
  });

  it('waits for a short Retry-After on a GET and retries once', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(429, { code: 'RATE_LIMITED' }, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(jsonResponse(200, [1, 2]));
    const result = await testClient(fetchMock).request('http://api.test/solutions', {
      schema: v.array(v.number()),
    });
    expect(result.data).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('honours Retry-After given as an HTTP date: waits until then, or reports it when far', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'));
    try {
      const sleep = vi.fn((_ms: number, _signal: AbortSignal) => Promise.resolve());
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(
          jsonResponse(429, {}, { 'Retry-After': 'Tue, 24 Nov 2026 10:00:03 GMT' }),
        )
        .mockResolvedValueOnce(jsonResponse(200, [1]))
        .mockResolvedValueOnce(
          jsonResponse(429, {}, { 'Retry-After': 'Tue, 24 Nov 2026 10:10:00 GMT' }),
        );
      const client = createHttpClient({
        apiOrigins: ['http://api.test'],
        getLanguage: () => 'en',
        getCredentials: () => Promise.resolve(credentials),
        fetch: fetchMock,
        sleep,
      });
      const first = await client.request('http://api.test/x', { schema: v.array(v.number()) });
      expect(first.data).toEqual([1]);
      expect(sleep).toHaveBeenCalledWith(3000, expect.any(AbortSignal));
      await expect(client.request('http://api.test/x')).rejects.toMatchObject({
        status: 429,
        retryAfterSeconds: 30,
      });
      expect(sleep).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    { status: 429, code: 'RATE_LIMITED', retryAfter: '60' },
    { status: 503, code: 'BUSY', retryAfter: '3600' },
  ])(
    'reports a long Retry-After on $status (capped at 30 s) instead of waiting',
    async ({ status, code, retryAfter }) => {
      const fetchMock = vi.fn<typeof fetch>(() =>
        Promise.resolve(jsonResponse(status, { code }, { 'Retry-After': retryAfter })),
      );
      await expect(testClient(fetchMock).request('http://api.test/x')).rejects.toMatchObject({
        status,
        retryAfterSeconds: 30,
      });
    },
  );

  it('rejects a body that does not match the schema', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, { id: 'x' })));
    await expect(
      testClient(fetchMock).request('http://api.test/o', { schema: v.object({ id: v.number() }) }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('fails with kind timeout when no answer comes in time', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            );
          }),
      );
      const client = createHttpClient({
        apiOrigins: ['http://api.test'],
        getLanguage: () => 'en',
        fetch: fetchMock,
        timeoutMs: 1_000,
      });
      const result = client.request('http://api.test/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({ name: 'ApiError', kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes the caller's cancellation on, as an AbortError, not as a network failure", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const caller = new AbortController();
    const result = testClient(fetchMock)
      .request('http://api.test/x', { signal: caller.signal })
      .catch((e: unknown) => e);
    caller.abort(new DOMException('Left the page', 'AbortError'));
    const error = await result;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError', message: 'Left the page' });
  });

  it('reports a dropped connection as kind network', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(testClient(fetchMock).request('http://api.test/x')).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('never sends a POST again by itself (429 or 5xx)', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(429, { code: 'RATE_LIMITED' }, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(jsonResponse(503, { code: 'BUSY' }));
    const client = testClient(fetchMock);
    await expect(
      client.request('http://api.test/o/1/transitions/accept', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    await expect(
      client.request('http://api.test/o/1/transitions/accept', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
