import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { collectionReader } from './getCollection';

const BASE = 'https://api.test/services/v1';

describe('collectionReader', () => {
  it('asks with the query and credentials, and reads the list under its key with the total', async () => {
    const asked: Request[] = [];
    const http = createHttpClient({
      apiOrigins: [BASE],
      getLanguage: () => 'nb',
      getCredentials: () => Promise.resolve({ accessToken: 'token', organizationId: 'org-1' }),
      fetch: (input, init) => {
        asked.push(new Request(input, init));
        const body = { _embedded: { other: [], entries: [{ id: 1 }, { id: 2 }] } };
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'X-Total-Count': '12' } }),
        );
      },
    });
    const read = collectionReader(http, v.object({ id: v.number() }), {
      auth: true,
      what: 'GET /things',
      preferredKeys: ['entries'],
    });
    const list = await read(`${BASE}/things`, { role: 'supplier', pageSize: 2 });
    expect(list).toMatchObject({ items: [{ id: 1 }, { id: 2 }], total: 12, totalPages: undefined });
    const [request] = asked;
    expect(new URL(request?.url ?? '').search).toBe('?role=supplier&pageSize=2');
    expect(request?.headers.get('X-auth-owner')).toBe('org-1');
  });

  it('refuses an item that does not fit the schema', async () => {
    const http = createHttpClient({
      apiOrigins: [],
      getLanguage: () => 'en',
      fetch: () => Promise.resolve(new Response(JSON.stringify([{ id: 'one' }]))),
    });
    const read = collectionReader(http, v.object({ id: v.number() }), { what: 'GET /things' });
    const reading = read(`${BASE}/things`, undefined);
    await expect(reading).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
