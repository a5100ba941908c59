/**
 * Hardening of the sandbox (docs/decisions/0020): body limits before buffering, refusal of text
 * that cannot be stored, private caching of protected answers, limits on the sign-in pages.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeUnreadBodies,
  MAX_BODY_BYTES,
  tooLargeDetail,
} from '../../sandbox/http/body-limit.ts';
import { createIdentityHandler } from '../../sandbox/identity/handler.ts';
import { createIdentityProvider } from '../../sandbox/identity/provider.ts';
import { call, newOrder, ORDERS, party } from './orders-helpers.ts';
import { api, DEMO_ORGANIZATIONS, sandboxUrls } from './support.ts';

interface RawAnswer {
  status: number;
  body: string;
}

/** How long a test waits for an answer: a bound on liveness, not on speed. */
const ANSWER_WAIT_MS = 20_000;

/**
 * POSTs exactly `sendBytes` of JSON whitespace (in 64 KiB chunks, as fast as the server reads
 * them), announcing `declaredBytes` in `Content-Length` or sending chunked when it is undefined.
 * With `end: false` the client then keeps the request open and never sends the rest: an answer
 * can only come from a server that decided without the rest of the body. No figure here depends
 * on how fast the machine is.
 */
function postPartial(
  url: URL,
  options: {
    sendBytes: number;
    declaredBytes?: number;
    end: boolean;
    headers?: Record<string, string>;
  },
): Promise<RawAnswer> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after ${ANSWER_WAIT_MS} ms with ${sent} bytes sent`));
    }, ANSWER_WAIT_MS);
    const req = request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...options.headers,
        ...(options.declaredBytes === undefined
          ? {}
          : { 'Content-Length': String(options.declaredBytes) }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => (body += data));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // The server closes the connection after refusing; a write after that may fail.
    req.on('error', () => undefined);
    const pump = (): void => {
      while (sent < options.sendBytes && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.sendBytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (options.end && !req.destroyed) req.end();
    };
    // Headers first, even with nothing to send yet.
    req.flushHeaders();
    pump();
  });
}

const ORDER_JSON_LIMIT = 64 * 1024;

describe('request bodies over 1 MB', () => {
  it('are refused by Content-Length before any of the body is sent (API)', async () => {
    const customer = await party('customer');
    const answer = await postPartial(new URL(ORDERS, sandboxUrls().apiUrl), {
      declaredBytes: 300 * 1024 * 1024,
      sendBytes: 0,
      end: false,
      headers: { Authorization: `Bearer ${customer.token}`, 'X-auth-owner': customer.owner },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('are refused while they stream when chunked, without waiting for the rest (API)', async () => {
    const customer = await party('customer');
    const answer = await postPartial(new URL(ORDERS, sandboxUrls().apiUrl), {
      sendBytes: MAX_BODY_BYTES + 256 * 1024,
      end: false,
      headers: { Authorization: `Bearer ${customer.token}`, 'X-auth-owner': customer.owner },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('are refused by Content-Length on every identity provider endpoint before any of the body is sent', async () => {
    const { authUrl } = sandboxUrls();
    for (const path of ['/protocol/openid-connect/token', '/interaction/x/login']) {
      const answer = await postPartial(new URL(`${authUrl}${path}`), {
        declaredBytes: 300 * 1024 * 1024,
        sendBytes: 0,
        end: false,
      });
      expect(answer.status, path).toBe(413);
    }
  });

  it('are stopped while they stream at the provider endpoints too (its own 56 KiB limit)', async () => {
    const answer = await postPartial(
      new URL(`${sandboxUrls().authUrl}/protocol/openid-connect/token`),
      {
        sendBytes: 256 * 1024,
        end: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(answer.status).toBe(400);
  });

  it('keep a body of exactly the limit readable (then the JSON rules apply)', async () => {
    const customer = await party('customer');
    const answer = await postPartial(new URL(ORDERS, sandboxUrls().apiUrl), {
      declaredBytes: MAX_BODY_BYTES,
      sendBytes: MAX_BODY_BYTES,
      end: true,
      headers: { Authorization: `Bearer ${customer.token}`, 'X-auth-owner': customer.owner },
    });
    // Through the 1 MB limit, then refused by the 64 KiB JSON limit of order bodies.
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ detail: tooLargeDetail(ORDER_JSON_LIMIT) });
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character', 'Order\u0000name'],
    ['a lone high surrogate', 'Order \ud800 name'],
    ['a lone low surrogate', 'Order \udc00 name'],
  ])('is refused with 422 and the field: %s', async (_label, name) => {
    const order = await newOrder();
    const customer = await party('customer');
    const rename = await call(customer, `${ORDERS}/${order.id}`, {
      method: 'PATCH',
      body: { name },
    });
    expect(rename.status).toBe(422);
    expect(rename.problem().errors).toEqual([{ field: 'name', code: 'INVALID_CHARACTERS' }]);

    const notes = await call(customer, `${ORDERS}/${order.id}/transitions/request-quote`, {
      body: { notes: name },
    });
    expect(notes.status).toBe(422);
    expect(notes.problem().errors).toEqual([{ field: 'notes', code: 'INVALID_CHARACTERS' }]);

    const supplier = await party('supplier');
    const draft = await call(supplier, `${ORDERS}/${order.id}/quote-details`, {
      method: 'PUT',
      body: { quoteNotes: name },
    });
    expect(draft.status).toBe(422);
    expect(draft.problem().errors).toEqual([{ field: 'quoteNotes', code: 'INVALID_CHARACTERS' }]);
  });

  it('still accepts a proper surrogate pair (an emoji)', async () => {
    const order = await newOrder();
    const rename = await call(await party('customer'), `${ORDERS}/${order.id}`, {
      method: 'PATCH',
      body: { name: 'Ombruk ♻️ 🧱' },
    });
    expect(rename.status).toBe(200);
  });
});

describe('protected answers', () => {
  function expectPrivate(headers: Headers, cacheControl = 'no-store'): void {
    expect(headers.get('Cache-Control')).toBe(cacheControl);
    const vary = (headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    // A list asked again every time (`no-cache`) is validated against the caller's own answer:
    // it varies by organisation, and a renewed token may still revalidate it.
    const keys = cacheControl === 'no-store' ? ['authorization', 'x-auth-owner'] : ['x-auth-owner'];
    expect(vary).toEqual(expect.arrayContaining(keys));
  }

  it('are never stored by a shared cache and vary by token and organisation', async () => {
    const customer = await party('customer');
    const order = await newOrder();
    // The order list is kept by the browser only, and asked again with its ETag every time.
    expectPrivate((await call(customer, ORDERS)).headers, 'private, no-cache');
    expectPrivate((await call(customer, `${ORDERS}/${order.id}`)).headers);
    expectPrivate((await call(customer, `${ORDERS}/${order.id}/history`)).headers);
    expectPrivate((await call(customer, `${ORDERS}/999999999`)).headers);
    const own = DEMO_ORGANIZATIONS.byggherre.id;
    expectPrivate((await call(customer, `/orgadmin/v1/${own}/service`)).headers);
    // Refusals too.
    expectPrivate((await api(ORDERS)).headers);
    expectPrivate((await api(ORDERS, { token: customer.token })).headers);
  });

  it('leave the open catalogue publicly cacheable', async () => {
    const answer = await api('/orgadmin/v1/categories');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
  });
});

describe('sign-in pages', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = await createIdentityProvider({
      authOrigin: origin,
      apiBase: 'http://127.0.0.1:1',
      tokenTtl: 60,
      appOrigins: ['http://127.0.0.1:5173'],
    });
    const handler = createIdentityHandler({
      provider,
      demoPassword: 'demo-password',
      appOrigins: ['http://127.0.0.1:5173'],
      interactionRateLimit: 3,
    });
    server.on('request', closeUnreadBodies(handler));
    base = `${origin}/realms/sandbox/interaction/unknown`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuse a sign-in form over 16 KiB with 413, also when chunked', async () => {
    const declared = await postPartial(new URL(`${base}/login`), {
      declaredBytes: 64 * 1024,
      sendBytes: 0,
      end: false,
    });
    expect(declared.status).toBe(413);
    const streamed = await postPartial(new URL(`${base}/login`), {
      sendBytes: 256 * 1024,
      end: false,
    });
    expect(streamed.status).toBe(413);
  });

  it('limit requests per address and minute (429 with Retry-After)', async () => {
    // The previous test used two of the three requests of this minute.
    const third = await fetch(`${base}/login`, { method: 'POST', body: 'username=a&password=b' });
    expect(third.status).toBe(400);
    const fourth = await fetch(`${base}/login`, { method: 'POST', body: 'username=a&password=b' });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await fetch(base)).status).toBe(429);
  });
});
