import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './accounts.ts';
import { createUserinfoHandler } from './userinfo.ts';

const APP = 'http://127.0.0.1:5173';
const supplier = DEMO_USERS.find((user) => user.username === 'supplier');

let server: Server;
let url: string;

beforeAll(async () => {
  const handler = createUserinfoHandler({
    // A token is its subject here; the real verifier checks signature, issuer and audience.
    verify: (token) =>
      token.startsWith('bad')
        ? Promise.reject(new Error('bad'))
        : Promise.resolve({ subject: token }),
    appOrigins: [APP],
    shapes: 'polyglot',
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  url = `http://127.0.0.1:${(address satisfies AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createUserinfoHandler', () => {
  it('answers the user claims of a valid access token, with CORS for the app', async () => {
    if (supplier === undefined) throw new Error('no supplier');
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${supplier.id}`, Origin: APP },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body: unknown = await response.json();
    expect(body).toMatchObject({ sub: supplier.id, name: supplier.name });
    expect(body).toHaveProperty('organization');
  });

  it('answers a preflight from an app origin only', async () => {
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: APP } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    const foreign = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.invalid' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('refuses a missing, invalid or user-less token with 401 and WWW-Authenticate', async () => {
    const tries: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer bad-token' },
      { Authorization: 'Bearer nobody' },
    ];
    for (const headers of tries) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toContain('error="invalid_token"');
    }
  });
});
