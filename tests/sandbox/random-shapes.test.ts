/**
 * `SANDBOX_SHAPES=random`: for seeds that together make every choice (but the fraction digits),
 * each choice is applied and the answers stay legal: lists in the chosen envelope with the chosen
 * count and paging, keys, nulls, decimals and date-times as chosen, hrefs that resolve against
 * the answer's URL to working endpoints, transitions answered as chosen (a 202 applied later),
 * errors in the chosen form, category names as class names or labels, list parameters read as
 * chosen, paging headers exposed to CORS or not, `Retry-After` as chosen, and transition links'
 * titles and disabled codes ours or the server's own.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { inCase } from '../../sandbox/http/random/values.ts';
import { offsetParams } from '../../sandbox/http/random/lists.ts';
import { CONTINUATION_PARAMS } from '../../sandbox/http/random/continuation.ts';
import { STEP_LABELS, UNKNOWN_CODES } from '../../sandbox/http/random/linkWords.ts';
import { signIn } from './oidc-flow.ts';
import {
  bodyTotal,
  contractSeeds,
  field,
  isRecord,
  itemsOf,
  nextOf,
  organizationIdOf,
  RATE_LIMIT,
  useRandomServer,
  type Answer,
  type OrgKey,
  type RandomServer,
} from './random-server.ts';
import { today } from './orders-helpers.ts';

const ORDERS = '/services/v1/orders';
const OSLO = DEMO_ORGANIZATIONS.gjenbrukOslo.id;
const BERGEN = DEMO_ORGANIZATIONS.ombrukBergen.id;

const idsOf = (items: unknown[]) => items.map((item) => Number(isRecord(item) ? item['id'] : NaN));

function linkObject(order: unknown, rel: string): Record<string, unknown> {
  const links = isRecord(order) ? order['_links'] : undefined;
  const link = isRecord(links) ? links[rel] : undefined;
  if (!isRecord(link)) throw new Error(`no ${rel} link in ${JSON.stringify(order)}`);
  return link;
}

function linkOf(order: unknown, rel: string): string {
  const links = isRecord(order) ? order['_links'] : undefined;
  const link = isRecord(links) ? links[rel] : undefined;
  const href = isRecord(link) ? link['href'] : undefined;
  if (typeof href !== 'string') throw new Error(`no ${rel} link in ${JSON.stringify(order)}`);
  return href;
}

async function newDraft(server: RandomServer, name: string): Promise<Answer> {
  const services = await server.call(
    undefined,
    `/orgadmin/v1/solutions?organizationIds=${OSLO}&pageSize=1`,
  );
  const service: unknown = Array.isArray(services.body) ? services.body[0] : undefined;
  if (!isRecord(service)) throw new Error(`no service of Oslo: ${services.text}`);
  const created = await server.call('byggherre', ORDERS, {
    method: 'POST',
    body: { name, lines: [{ solutionId: service['id'], categoryId: service['categoryId'] }] },
  });
  expect(created.status, created.text).toBe(201);
  return created;
}

const orderIdOf = (answer: Answer) => Number(isRecord(answer.body) ? answer.body['id'] : NaN);

async function stateOf(server: RandomServer, org: OrgKey, id: number): Promise<unknown> {
  const answer = await server.call(org, `${ORDERS}/${id}`);
  return isRecord(answer.body) ? answer.body['state'] : undefined;
}

/** Follows the order's `rel` link as `org` and waits until the order is in `state`. */
async function step(
  server: RandomServer,
  org: OrgKey,
  id: number,
  rel: string,
  state: string,
  body: unknown = {},
): Promise<Answer> {
  const order = await server.call(org, `${ORDERS}/${id}`);
  const target = new URL(linkOf(order.body, rel), order.url);
  const answer = await server.call(org, target.href, { method: 'POST', body });
  expect(answer.status, answer.text).toBeLessThan(300);
  await expect.poll(() => stateOf(server, org, id), { timeout: 6000 }).toBe(state);
  return answer;
}

function instantOf(value: unknown, server: RandomServer): number {
  const { dateTime, fractionDigits } = server.choices;
  if (dateTime === 'epoch-millis' || dateTime === 'epoch-seconds') {
    expect(typeof value).toBe('number');
    return Number(value) * (dateTime === 'epoch-seconds' ? 1000 : 1);
  }
  expect(typeof value).toBe('string');
  const text = String(value);
  const suffix = { utc: 'Z', offset: '\\+01:00', local: '' }[dateTime];
  const fraction = fractionDigits === 0 ? '' : `\\.\\d{${fractionDigits}}`;
  expect(text).toMatch(
    new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d${fraction}${suffix}$`),
  );
  return Date.parse(dateTime === 'local' ? `${text}Z` : text);
}

function expectHrefForm(href: string, server: RandomServer) {
  const pattern = {
    absolute: /^http:\/\//,
    root: /^\/services\//,
    document: /^(?![./]|http)/,
    dot: /^\.\.?\//,
  }[server.choices.hrefs];
  expect(href).toMatch(pattern);
}

function expectCount(answer: Answer, total: number, server: RandomServer) {
  const { count } = server.choices;
  expect(answer.headers.get('X-Total-Count')).toBe(count === 'headers' ? String(total) : null);
  expect(bodyTotal(answer.body, server.choices)).toBe(count === 'body' ? total : undefined);
  if (count !== 'headers') expect(answer.headers.get('Content-Range')).toBeNull();
}

/** Every item of a list, along its next links or continuation values when it has them. */
async function allItems(s: RandomServer, org: OrgKey | undefined, path: string, key: string) {
  const items: unknown[] = [];
  for (let url: URL | undefined = new URL(path, s.urls.apiUrl); url !== undefined;) {
    const answer = await s.call(org, url.href);
    items.push(...itemsOf(answer.body, key, s.choices));
    url = nextOf(answer, s.choices);
  }
  return items;
}

describe.each(contractSeeds())('SANDBOX_SHAPES=random, seed %i', (seed) => {
  const server = useRandomServer(seed);

  it('signs a demo user in, whose token the API takes', async () => {
    const { urls } = server();
    const { tokens } = await signIn(urls, 'customer');
    const answer = await fetch(`${urls.ordersUrl}/orders`, {
      headers: {
        Authorization: `Bearer ${tokens.access_token}`,
        'X-auth-owner': DEMO_ORGANIZATIONS.byggherre.id,
      },
    });
    expect(answer.status).toBe(200);
  });

  it('lists orders in the chosen envelope, count and paging: every order once', async () => {
    const s = server();
    const expected = idsOf(await allItems(s, 'byggherre', `${ORDERS}?pageSize=100`, 'orders'));
    expect(expected.length).toBeGreaterThan(5);
    const first = await s.call('byggherre', `${ORDERS}?pageSize=5`);
    expectCount(first, expected.length, s);
    const seen: number[] = [];
    const byValue = s.choices.continuation !== 'none';
    const byOffset = s.choices.nextMember !== 'standard' && !byValue;
    if (s.choices.nextLink === 'none' && !byOffset && !byValue) {
      expect(nextOf(first, s.choices)).toBeUndefined();
      for (let page = s.choices.pageBase; ; page += 1) {
        const answer = await s.call('byggherre', `${ORDERS}?pageSize=5&pageNumber=${page}`);
        const items = itemsOf(answer.body, 'orders', s.choices);
        seen.push(...idsOf(items));
        if (items.length < 5) break;
      }
    } else {
      const inHeader = first.headers.get('Link') !== null;
      const headerPlace = byValue
        ? false
        : byOffset
          ? s.choices.envelope === 'array'
          : s.choices.linkPlace === 'header';
      expect(inHeader).toBe(headerPlace);
      const param =
        s.choices.continuation !== 'none'
          ? CONTINUATION_PARAMS[s.choices.continuation].token
          : byOffset
            ? offsetParams(s.choices.nextMember).skip
            : s.choices.nextLink === 'cursor'
              ? 'cursor'
              : 'pageNumber';
      if (byOffset || byValue) {
        // Page numbers are ignored: any page asked is the first.
        const asked = await s.call('byggherre', `${ORDERS}?pageSize=5&pageNumber=2`);
        expect(idsOf(itemsOf(asked.body, 'orders', s.choices))).toEqual(
          idsOf(itemsOf(first.body, 'orders', s.choices)),
        );
      }
      for (let answer: Answer | undefined = first; answer !== undefined;) {
        seen.push(...idsOf(itemsOf(answer.body, 'orders', s.choices)));
        const next = nextOf(answer, s.choices);
        if (next !== undefined) expect(next.searchParams.has(param)).toBe(true);
        answer = next === undefined ? undefined : await s.call('byggherre', next.href);
      }
    }
    expect(seen.toSorted()).toEqual(expected.toSorted());
  });

  it('writes keys, unset fields and date-times as chosen', async () => {
    const s = server();
    const before = Date.now();
    const created = await newDraft(s, `Random ${seed}: fields`);
    const order = created.body;
    expect(isRecord(order) && 'state' in order && '_links' in order).toBe(true);
    const [createdName = ''] = s.choices.orderTimes.split('-');
    const createdKey = inCase(createdName, s.choices.keyCase);
    expect(isRecord(order) && createdKey in order).toBe(true);
    if (createdKey !== createdName) expect(isRecord(order) && createdName in order).toBe(false);
    const instant = instantOf(field(order, createdName, s.choices), s);
    expect(Math.abs(instant - before)).toBeLessThan(60_000);
    if (s.choices.unset === 'null') expect(field(order, 'quoteDetails', s.choices)).toBeNull();
    else expect(isRecord(order) && 'quoteDetails' in order).toBe(false);
  });

  it('gives hrefs in the chosen form that resolve against the answer’s URL', async () => {
    const s = server();
    const id = orderIdOf(await newDraft(s, `Random ${seed}: hrefs`));
    const order = await s.call('byggherre', `${ORDERS}/${id}`);
    for (const rel of ['self', 'history', 'change-history', 'request-quote']) {
      expectHrefForm(linkOf(order.body, rel), s);
    }
    const self = new URL(linkOf(order.body, 'self'), order.url);
    expect(self.pathname).toBe(`${ORDERS}/${id}`);
    expect((await s.call('byggherre', self.href)).status).toBe(200);
    const history = new URL(linkOf(order.body, 'history'), order.url);
    const answer = await s.call('byggherre', history.href);
    expect(answer.status).toBe(200);
    expect(itemsOf(answer.body, 'history', s.choices)).toEqual([]);
  });

  it('answers transitions as chosen, applies them, and writes decimals as chosen', async () => {
    const s = server();
    const id = orderIdOf(await newDraft(s, `Random ${seed}: steps`));
    const answer = await step(s, 'byggherre', id, 'request-quote', 'REQUESTED');
    const status = { '200-order': 200, '200-empty': 200, '201-empty': 201, '204': 204 };
    if (s.choices.transition === '202-later') {
      expect(answer.status).toBe(202);
    } else {
      expect(answer.status).toBe(status[s.choices.transition]);
      expect(answer.text === '').toBe(s.choices.transition !== '200-order');
    }
    if (s.choices.transition === '201-empty') {
      const location = new URL(answer.headers.get('Location') ?? '', answer.url);
      expect(location.pathname).toBe(`${ORDERS}/${id}`);
    }
    const asked = await s.call('gjenbrukOslo', `${ORDERS}/${id}`);
    const blocked = linkObject(asked.body, 'quote');
    const words = s.choices.linkWords;
    expect(blocked['disabled']).toBe(true);
    expect(blocked['disabledReason']).toBe(
      {
        ours: 'QUOTE_PRICE_REQUIRED',
        own: 'DRAFT_PRICE_MISSING',
        codes: UNKNOWN_CODES['QUOTE_PRICE_REQUIRED'],
      }[words],
    );
    if (words === 'own')
      expect(blocked['title']).toBe('Save a price in your draft before you send it');
    if (words === 'codes') expect(blocked['title']).toBe(STEP_LABELS['quote']);
    expect(linkObject(asked.body, 'cancel')['title']).toBe(
      {
        ours: 'Cancel the order',
        own: 'Cancel the order; the order then becomes cancelled',
        codes: STEP_LABELS['cancel'],
      }[words],
    );
    const quote = { quotedPrice: 980.5, quotedCurrency: 'NOK' };
    const saved = await s.call('gjenbrukOslo', `${ORDERS}/${id}/quote-details`, {
      method: 'PUT',
      body: quote,
    });
    expect(saved.status, saved.text).toBe(200);
    await step(s, 'gjenbrukOslo', id, 'quote', 'QUOTED', quote);
    const order = await s.call('byggherre', `${ORDERS}/${id}`);
    const price = field(order.body, 'quoteDetails', s.choices);
    expect(isRecord(price) ? price['quotedPrice'] : undefined).toBe(
      s.choices.decimals === 'string' ? '980.5' : 980.5,
    );
    const history = await s.call('byggherre', `${ORDERS}/${id}/history`);
    expectCount(history, 2, s);
    expect(itemsOf(history.body, 'history', s.choices)).toHaveLength(2);
  });

  it('answers a refused body in the chosen error form', async () => {
    const s = server();
    const id = orderIdOf(await newDraft(s, `Random ${seed}: errors`));
    const answer = await s.call('gjenbrukOslo', `${ORDERS}/${id}/quote-details`, {
      method: 'PUT',
      body: {
        quotedPrice: 10,
        quotedCurrency: 'NOK',
        estimatedStartDate: today(9),
        estimatedCompletionDate: today(5),
      },
    });
    const type = answer.headers.get('Content-Type') ?? '';
    switch (s.choices.errors) {
      case 'problem':
        expect(answer.status).toBe(422);
        expect(type).toContain('application/problem+json');
        expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
        break;
      case 'nest':
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(JSON.stringify(answer.body)).toContain('estimatedCompletionDate');
        break;
      case 'fastapi':
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({
          detail: [{ loc: ['body', 'estimatedCompletionDate'] }],
        });
        break;
      case 'text':
        expect(answer.status).toBe(422);
        expect(type).toContain('text/plain');
        expect(answer.text).toContain('estimatedCompletionDate');
        break;
      case 'jsonapi':
      case 'laravel':
        expect(answer.status).toBe(422);
        expect(answer.text).toMatch(/estimated_?completion_?date/i);
        break;
      case 'drf':
      case 'jira':
        expect(answer.status).toBe(400);
        expect(answer.text).toMatch(/estimated_?completion_?date/i);
        break;
      case 'google':
      case 'grpc-gateway': {
        expect(answer.status).toBe(400);
        const status =
          s.choices.errors === 'google' && isRecord(answer.body)
            ? answer.body['error']
            : answer.body;
        expect(status).toMatchObject({ code: s.choices.errors === 'google' ? 400 : 3 });
        expect(JSON.stringify(status)).toContain(
          '"field":"quote_details.estimated_completion_date"',
        );
        break;
      }
    }
  });

  it('names categories as chosen: class name and URI find the same, a label nothing', async () => {
    const s = server();
    const tree = await s.call(undefined, '/orgadmin/v1/categories');
    const top: unknown = Array.isArray(tree.body) ? tree.body[0] : undefined;
    const children = field(top, 'children', s.choices);
    const node: unknown = Array.isArray(children) ? children[0] : undefined;
    if (!isRecord(node)) throw new Error(`no nested category: ${tree.text.slice(0, 300)}`);
    const uri = String(node['uri']);
    const className = uri.split('#')[1] ?? '';
    const name = String(node['name']);
    if (s.choices.categoryName === 'class') expect(name).toBe(className);
    else {
      expect(name).not.toBe(className);
      expect(name.replaceAll(' ', '').toLowerCase()).toBe(className.toLowerCase());
    }
    const search = (category: string) =>
      s.call(
        undefined,
        `/orgadmin/v1/solutions?categoryMatch=descendants&pageSize=100&category=${encodeURIComponent(category)}`,
      );
    const byUri = await search(uri);
    expect(Array.isArray(byUri.body) && byUri.body.length > 0).toBe(true);
    expect((await search(className)).body).toEqual(byUri.body);
    if (s.choices.categoryName === 'label') expect((await search(name)).body).toEqual([]);
  });

  it('reads organizationIds and the page number of /solutions as chosen', async () => {
    const s = server();
    const path = '/orgadmin/v1/solutions?pageSize=100';
    const repeated = await s.call(
      undefined,
      `${path}&organizationIds=${OSLO}&organizationIds=${BERGEN}`,
    );
    const both = idsOf(Array.isArray(repeated.body) ? repeated.body : []);
    expect(both.length).toBeGreaterThan(0);
    const comma = await s.call(undefined, `${path}&organizationIds=${OSLO},${BERGEN}`);
    expect(idsOf(Array.isArray(comma.body) ? comma.body : [])).toEqual(
      s.choices.listParams === 'comma' ? both : [],
    );
    const page = async (query: string) => {
      const answer = await s.call(undefined, `/orgadmin/v1/solutions?pageSize=3${query}`);
      return idsOf(Array.isArray(answer.body) ? answer.body : []);
    };
    const first = await page('');
    expect(await page(`&pageNumber=${s.choices.pageBase}`)).toEqual(first);
    const second = await page(`&pageNumber=${s.choices.pageBase + 1}`);
    expect(second).toHaveLength(3);
    expect(Math.min(...second)).toBeGreaterThan(Math.max(...first));
  });

  it('keeps to the state and role of /orders, or ignores them, as chosen', async () => {
    const s = server();
    const listed = async (query: string) => {
      const orders = await allItems(s, 'gjenbrukOslo', `${ORDERS}?pageSize=100${query}`, 'orders');
      return orders.map((order) => ({
        state: isRecord(order) ? order['state'] : undefined,
        supplier: organizationIdOf(field(order, 'supplier', s.choices), s.choices),
      }));
    };
    const all = await listed('');
    const quoted = await listed('&state=QUOTED');
    const supplied = await listed('&role=supplier');
    if (s.choices.ignoredFilters === 'orders') {
      expect(quoted).toEqual(all);
      expect(supplied).toEqual(all);
      return;
    }
    expect(quoted.every((order) => order.state === 'QUOTED')).toBe(true);
    expect(supplied.every((order) => order.supplier === OSLO)).toBe(true);
    expect(quoted.length).toBeLessThan(all.length);
  });

  it('lists providers, change history and an organisation’s services in the chosen envelope', async () => {
    const s = server();
    const providers = await s.call(undefined, '/orgadmin/v1/providers');
    const records = await allItems(s, undefined, '/orgadmin/v1/providers', 'providers');
    expect(field(records[0], 'serviceCount', s.choices)).toEqual(
      s.choices.int64 === 'string' ? expect.stringMatching(/^\d+$/) : expect.any(Number),
    );
    expect(organizationIdOf(records[0], s.choices)).toMatch(/\S/);
    if (s.choices.orgRefs === 'resource-name')
      expect(field(records[0], 'name', s.choices)).toMatch(/^organizations\//);
    expectCount(providers, records.length, s);
    const services = await s.call('gjenbrukOslo', `/orgadmin/v1/${OSLO}/service`);
    expect(itemsOf(services.body, 'services', s.choices).length).toBeGreaterThan(0);
    const changes = await s.call('byggherre', `${ORDERS}/1/change-history`);
    const entries = itemsOf(changes.body, 'changes', s.choices);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('writes order times, history entries and field changes under the chosen names', async () => {
    const s = server();
    const { orderTimes, historyTime, historyActor, historyNotes, fieldChange, fieldPath } =
      s.choices;
    const order = (await newDraft(s, `Random ${seed}: times`)).body;
    for (const name of orderTimes.split('-')) instantOf(field(order, name, s.choices), s);
    if (orderTimes !== 'createdAt-updatedAt')
      expect(field(order, 'createdAt', s.choices)).toBeUndefined();

    const states = await allItems(s, 'byggherre', `${ORDERS}/1/history`, 'history');
    expect(states.length).toBeGreaterThan(0);
    for (const entry of states) {
      instantOf(field(entry, historyTime, s.choices), s);
      const who = {
        object: field(field(entry, 'actor', s.choices), 'name', s.choices),
        'display-name': field(field(entry, 'author', s.choices), 'displayName', s.choices),
        text: field(entry, 'changedBy', s.choices),
        unnamed: field(entry, 'role', s.choices),
      }[historyActor];
      expect(who).toEqual(expect.any(String));
      if (historyNotes !== 'notes') expect(field(entry, 'notes', s.choices) ?? null).toBeNull();
    }
    expect(states.some((entry) => typeof field(entry, historyNotes, s.choices) === 'string')).toBe(
      true,
    );

    const changes = await allItems(s, 'byggherre', `${ORDERS}/1/change-history`, 'changes');
    const paths = changes.map((entry) => {
      if (fieldChange === 'field-pair') {
        const pair = Object.entries(isRecord(entry) ? entry : {}).find(([, v]) => Array.isArray(v));
        expect(pair?.[1]).toHaveLength(2);
        return pair?.[0];
      }
      const [fieldKey = '', oldKey = '', newKey = ''] = fieldChange.split('-');
      expect(isRecord(entry) && inCase(oldKey, s.choices.keyCase) in entry).toBe(true);
      expect(isRecord(entry) && inCase(newKey, s.choices.keyCase) in entry).toBe(true);
      return field(entry, fieldKey, s.choices);
    });
    const price = {
      name: 'quotedPrice',
      'dotted-pascal': 'QuoteDetails.QuotedPrice',
      'dotted-snake': 'quote_details.quoted_price',
      pointer: '/quoteDetails/quotedPrice',
    }[fieldChange === 'field-pair' ? 'name' : fieldPath];
    expect(paths).toContain(price);
  });

  it('exposes the paging headers to CORS or not, and answers a 429 with Retry-After as chosen', async () => {
    const s = server();
    const answer = await s.call(undefined, '/orgadmin/v1/solutions?pageSize=1');
    const exposed = (answer.headers.get('Access-Control-Expose-Headers') ?? '').toLowerCase();
    for (const name of ['x-total-count', 'content-range', 'link']) {
      expect(exposed.includes(name)).toBe(s.choices.cors === 'expose');
    }
    expect(answer.headers.get('X-Total-Count')).toMatch(/^\d+$/);
    // The smallest open answer (one service), not the category tree: the limit counts requests,
    // and rewriting the whole tree 80 times into the seed's shapes was most of this test's CPU.
    let limited: Answer | undefined;
    for (let n = 0; n <= RATE_LIMIT && limited === undefined; n += 1) {
      const next = await s.call(undefined, '/orgadmin/v1/solutions?pageSize=1');
      if (next.status === 429) limited = next;
    }
    if (limited === undefined) throw new Error('no 429');
    const retryAfter = limited.headers.get('Retry-After');
    if (s.choices.retryAfter === 'none') expect(retryAfter).toBeNull();
    if (s.choices.retryAfter === 'seconds') expect(retryAfter).toMatch(/^\d+$/);
    if (s.choices.retryAfter === 'date') {
      expect(Date.parse(retryAfter ?? '')).toBeGreaterThan(Date.now() - 1000);
    }
  });
});
