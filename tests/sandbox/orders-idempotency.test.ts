/**
 * `POST /orders` with `Idempotency-Key` (docs/decisions/0080): a repeat with the same key and body
 * answers the draft created first; the same key with another body is refused; keys are per
 * organisation; and after a lost answer (SANDBOX_FAULTS) a retry leaves exactly one draft.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './oidc-flow.ts';
import {
  ORDERS,
  OrderListSchema,
  OrderSchema,
  call,
  catalogueFacts,
  party,
  type Party,
} from './orders-helpers.ts';
import { api, DEMO_ORGANIZATIONS, sandboxUrls, useSandbox, type SandboxUrls } from './support.ts';

const { byggherre, nordlysEiendom } = DEMO_ORGANIZATIONS;

async function draftBody(name: string) {
  const { oslo } = await catalogueFacts();
  return { name, lines: [{ solutionId: oslo.solutionId, categoryId: oslo.childCategoryId }] };
}

const quoted = (key: string) => `"${key}"`;

/** The drafts named `name` that `who` lists as customer (on `baseUrl`'s sandbox when given). */
async function draftsNamed(name: string, who: Party & { baseUrl?: string }) {
  const list = (await api(`${ORDERS}?role=customer&pageSize=100`, who)).json(OrderListSchema);
  return list._embedded.orders.filter((order) => order.name === name);
}

describe('POST /orders with Idempotency-Key', () => {
  it('answers a repeat with the same key and body with the draft created first', async () => {
    const customer = await party('customer');
    const name = `Idempotent ${randomUUID()}`;
    const body = await draftBody(name);
    const key = randomUUID();
    const first = await call(customer, ORDERS, {
      body,
      headers: { 'Idempotency-Key': quoted(key) },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const created = first.json(OrderSchema);

    // The same body with its keys in another order and other spacing is the same request.
    const again = await call(customer, ORDERS, {
      body: JSON.stringify({ lines: body.lines, name }, null, 2),
      headers: { 'Idempotency-Key': quoted(key) },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(again.json(OrderSchema)).toMatchObject({ id: created.id, name, state: 'DRAFT' });

    // The bare key (as many servers take it) names the same key as the quoted string.
    const bare = await call(customer, ORDERS, { body, headers: { 'Idempotency-Key': key } });
    expect(bare.status).toBe(201);
    expect(bare.json(OrderSchema).id).toBe(created.id);

    expect(await draftsNamed(name, customer)).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    const customer = await party('customer');
    const name = `Idempotent ${randomUUID()}`;
    const key = quoted(randomUUID());
    const first = await call(customer, ORDERS, {
      body: await draftBody(name),
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    const other = await call(customer, ORDERS, {
      body: await draftBody(`${name} (renamed)`),
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(422);
    expect(other.problem()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await draftsNamed(`${name} (renamed)`, customer)).toHaveLength(0);
    expect(await draftsNamed(name, customer)).toHaveLength(1);
  });

  it('keeps each organisation’s keys apart', async () => {
    const name = `Idempotent ${randomUUID()}`;
    const body = await draftBody(name);
    const key = quoted(randomUUID());
    const mine = await call(await party('customer'), ORDERS, {
      body,
      headers: { 'Idempotency-Key': key },
    });
    const theirs = await call(await party('nordlys'), ORDERS, {
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    const [a, b] = [mine.json(OrderSchema), theirs.json(OrderSchema)];
    expect(a.id).not.toBe(b.id);
    expect(a.customer.id).toBe(byggherre.id);
    expect(b.customer.id).toBe(nordlysEiendom.id);
    expect(await draftsNamed(name, await party('nordlys'))).toHaveLength(1);
  });

  it('creates a draft per request without the header, and refuses a malformed key', async () => {
    const customer = await party('customer');
    const name = `Not idempotent ${randomUUID()}`;
    const body = await draftBody(name);
    expect((await call(customer, ORDERS, { body })).status).toBe(201);
    expect((await call(customer, ORDERS, { body })).status).toBe(201);
    expect(await draftsNamed(name, customer)).toHaveLength(2);

    for (const malformed of ['""', '"unterminated', 'x'.repeat(256), 'naïve']) {
      const response = await call(customer, ORDERS, {
        body,
        headers: { 'Idempotency-Key': malformed },
      });
      expect(response.status, malformed).toBe(400);
      expect(response.problem().code).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    expect(await draftsNamed(name, customer)).toHaveLength(2);
  });

  it('allows the header in a CORS preflight from the app', async () => {
    const { appOrigin, apiUrl } = sandboxUrls();
    const response = await fetch(`${apiUrl}${ORDERS}`, {
      method: 'OPTIONS',
      headers: {
        Origin: appOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-auth-owner,content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('idempotency-key');
  });
});

describe('a create whose answer is lost (SANDBOX_FAULTS)', () => {
  // The 1st and 3rd order creation are handled, then their connection drops.
  const lostUrls = useSandbox({ SANDBOX_FAULTS: 'lose@POST/services/v1/orders$=1+3' });
  let urls: SandboxUrls;
  let token: string;

  beforeAll(async () => {
    urls = lostUrls();
    token = (await signIn(urls, 'customer')).tokens.access_token;
  });

  const customer = () => ({ baseUrl: urls.apiUrl, token, owner: byggherre.id });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    api(ORDERS, { ...customer(), body, headers });

  it('leaves exactly one draft when the retry carries the same key', async () => {
    const name = `Lost answer ${randomUUID()}`;
    const body = await draftBody(name);
    const headers = { 'Idempotency-Key': quoted(randomUUID()) };
    await expect(post(body, headers)).rejects.toThrow();
    const retry = await post(body, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const drafts = await draftsNamed(name, customer());
    expect(drafts.map((order) => order.id)).toEqual([retry.json(OrderSchema).id]);
  });

  it('leaves two drafts when the retry carries no key (what the key prevents)', async () => {
    const name = `Lost answer ${randomUUID()}`;
    const body = await draftBody(name);
    await expect(post(body)).rejects.toThrow();
    expect((await post(body)).status).toBe(201);
    expect(await draftsNamed(name, customer())).toHaveLength(2);
  });
});
