import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { getCollection } from './getCollection';

const BASE = 'https://api.test/services/v1';

describe('getCollection', () => {
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
    const list = await getCollection(http, `${BASE}/things`, v.object({ id: v.number() }), {
      auth: true,
      query: { role: 'supplier', pageSize: 2 },
      what: 'GET /things',
      preferredKeys: ['entries'],
    });
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
    const reading = getCollection(http, `${BASE}/things`, v.object({ id: v.number() }), {
      what: 'GET /things',
    });
    await expect(reading).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
