import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, testClient } from './testing';

describe('an extra header (Idempotency-Key) the platform may refuse', () => {
  /** A browser before a platform whose preflight allows only the spec's headers. */
  const narrowCors = () =>
    vi.fn<typeof fetch>((_url, init) =>
      new Headers(init?.headers).has('Idempotency-Key')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse(201, { id: 1 })),
    );
  const post = {
    method: 'POST',
    auth: true,
    body: {},
    headers: { 'Idempotency-Key': '"k"' },
  } as const;
  const sent = (mock: ReturnType<typeof narrowCors>) =>
    mock.mock.calls.map(([, init]) => {
      const key = new Headers(init?.headers).has('Idempotency-Key');
      return `${init?.method ?? 'GET'}${key ? ' +key' : ''}`;
    });

  it('is found out once per origin, then left out; the step goes once, after a look', async () => {
    const fetchMock = narrowCors();
    const client = testClient(fetchMock);
    const look = vi.fn(() => Promise.resolve());
    const options = { ...post, beforeWithoutExtras: look } as const;
    await expect(client.request('http://api.test/o', options)).resolves.toMatchObject({
      status: 201,
    });
    expect(sent(fetchMock)).toEqual(['POST +key', 'GET +key', 'GET', 'POST']);
    expect(look).toHaveBeenCalledTimes(1);
    expect(client.sends('http://api.test/o', 'idempotency-key')).toBe(false);
    expect(client.sends('http://other.test/o', 'Idempotency-Key')).toBe(true);
    fetchMock.mockClear();
    await client.request('http://api.test/p', options);
    expect(sent(fetchMock)).toEqual(['POST']);
  });

  it('a lost answer is no refusal: the step is not sent again and the header stays', async () => {
    const fetchMock = vi
      .fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, [])))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const client = testClient(fetchMock);
    await expect(client.request('http://api.test/o', post)).rejects.toMatchObject({
      kind: 'network',
    });
    expect(sent(fetchMock)).toEqual(['POST +key', 'GET +key']);
    expect(client.sends('http://api.test/o', 'Idempotency-Key')).toBe(true);
  });
});
