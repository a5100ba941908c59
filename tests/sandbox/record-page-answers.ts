/**
 * Records the sandbox's answers that the page tests in src/ play back (`src/test/recordedApi.ts`):
 * `npx tsx tests/sandbox/record-page-answers.ts` starts a sandbox in-process on free ports with a
 * fresh data directory, drives each story through the real API with the demo API keys, and writes
 * `src/test/recorded/<story>.json`. Run it again when the sandbox's answers change; the page tests
 * then compute their expectations from the new answers.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSettings } from '../../sandbox/config.ts';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { clientCredentials } from './oidc-flow.ts';

/** The origin the recordings are written against (the page tests' config uses it). */
const RECORDED_ORIGIN = 'https://api.sandbox.test';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(repoRoot, 'src/test/recorded');

type OrgKey = keyof typeof DEMO_ORGANIZATIONS;
const KEPT_HEADERS = ['content-type', 'x-total-count', 'content-range', 'location', 'link'];

interface Exchange {
  phase: number;
  method: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

class Story {
  phase = 0;
  readonly exchanges: Exchange[] = [];
  readonly facts: Record<string, unknown> = {};
  constructor(
    private readonly sandbox: Sandbox,
    private readonly tokens: Map<OrgKey, string>,
  ) {}

  /** A request as `org` (or a visitor): recorded when `record`, else only sent (set-up). */
  async call(
    org: OrgKey | null,
    method: string,
    url: string,
    body?: unknown,
    record = true,
  ): Promise<unknown> {
    const headers: Record<string, string> = { 'Accept-Language': 'en' };
    if (org !== null) {
      headers['Authorization'] = `Bearer ${this.tokens.get(org) ?? ''}`;
      headers['X-auth-owner'] = DEMO_ORGANIZATIONS[org].id;
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(new URL(url, this.sandbox.apiUrl), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    if (!response.ok) throw new Error(`${method} ${url}: ${String(response.status)} ${text}`);
    if (record) {
      const kept: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) kept[name] = value;
      }
      this.exchanges.push({
        phase: this.phase,
        method,
        url,
        status: response.status,
        headers: kept,
        body: parsed,
      });
      if (method !== 'GET') this.phase += 1;
    }
    return parsed;
  }

  /** Set-up or the other party's step: sent, not recorded. */
  send(org: OrgKey, method: string, url: string, body?: unknown): Promise<unknown> {
    return this.call(org, method, url, body, false);
  }

  async write(name: string): Promise<void> {
    const json = JSON.stringify(
      { origin: RECORDED_ORIGIN, facts: this.facts, exchanges: this.exchanges },
      null,
      1,
    ).replaceAll(this.sandbox.apiUrl, RECORDED_ORIGIN);
    await writeFile(path.join(outDir, `${name}.json`), `${json}\n`);
    console.log(`${name}.json: ${String(this.exchanges.length)} answers`);
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? Object.entries(value).find(([k]) => k === key)?.[1]
    : undefined;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value.map((item: unknown) => item) : [];
}

/** The class name (`name`) of the category with this id, anywhere in the tree. */
/** What the app sends as `category=` for a node: its `uri` (src/catalogue/tree/treeIndex.ts). */
function categoryKeyOf(tree: unknown, id: number): string {
  const nodes: unknown[] = asList(tree);
  for (let node = nodes.shift(); node !== undefined; node = nodes.shift()) {
    if (Number(field(node, 'id')) === id) return String(field(node, 'uri') ?? field(node, 'name'));
    const children = field(node, 'children');
    nodes.push(...asList(children));
  }
  throw new Error(`no category ${String(id)} in the tree`);
}

const ORDERS = '/services/v1/orders';
const CATALOGUE = '/orgadmin/v1';
/** The reads of each recorded page, as the page asks them (a page test reports any other). */
/**
 * The workspace's reads (src/orders/api/orderLists.ts): the planning board's, the supplier's step
 * read (`STEP_READ.supplier`), from which it keeps the work's states.
 */
const SUPPLIER_STEPS_URL = `${ORDERS}?pageNumber=0&pageSize=100&role=supplier&state=DRAFT&state=REQUESTED&state=QUOTED&state=ACCEPTED&state=PLANNED&state=IN_PROGRESS`;
/** The quote comparison's read (its links): the customer's requested and quoted orders. */
const CHOOSING_URL = `${ORDERS}?pageNumber=0&pageSize=100&role=customer&state=REQUESTED&state=QUOTED`;
const ORDER_LIST_URLS = [`${ORDERS}?pageNumber=0&pageSize=20`, CHOOSING_URL];
const PLANNING_URLS = [SUPPLIER_STEPS_URL];
const SEARCH_URLS = [`${CATALOGUE}/categories`, `${CATALOGUE}/solutions?pageNumber=0&pageSize=20`];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'record-answers-'));
  const settings = readSettings(
    { SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', SANDBOX_DATA_DIR: dataDir },
    repoRoot,
  );
  const sandbox = await createSandbox(settings);
  try {
    const tokens = new Map<OrgKey, string>();
    for (const org of ['byggherre', 'gjenbrukOslo'] as const) {
      const key = API_KEYS.find((k) => k.organization.id === DEMO_ORGANIZATIONS[org].id);
      if (key === undefined) throw new Error(`no API key for ${org}`);
      const urls = {
        authUrl: sandbox.authUrl,
        apiUrl: sandbox.apiUrl,
        appOrigin: '',
        demoPassword: '',
      };
      tokens.set(org, (await clientCredentials(urls, key.clientId, key.clientSecret)).access_token);
    }
    const supplierId = DEMO_ORGANIZATIONS.gjenbrukOslo.id;
    const setUp = new Story(sandbox, tokens);
    const services = await setUp.call(
      null,
      'GET',
      `${CATALOGUE}/solutions?organizationIds=${supplierId}&pageSize=1`,
      undefined,
      false,
    );
    // The sandbox answers `/solutions` with a plain array.
    const service = asList(services)[0];
    const solutionId = Number(field(service, 'id'));
    const categoryId = Number(
      field(field(service, 'category'), 'id') ?? field(service, 'categoryId'),
    );
    // An order line's service is looked up under its category's key, its URI (src/catalogue).
    const tree = await setUp.call(null, 'GET', `${CATALOGUE}/categories`, undefined, false);
    const category = encodeURIComponent(categoryKeyOf(tree, categoryId));
    const lineLookup = [
      `${CATALOGUE}/solutions?category=${category}&categoryMatch=ancestors&organizationIds=${supplierId}&pageNumber=0&pageSize=100`,
    ];

    // The order page, as the customer: a draft, its quote asked for, then the supplier's quote.
    const order = new Story(sandbox, tokens);
    const name = 'Recorded order: office chairs';
    const created = await order.send('byggherre', 'POST', ORDERS, {
      name,
      lines: [{ solutionId, categoryId }],
    });
    const id = Number(field(created, 'id'));
    Object.assign(order.facts, { orderId: id, name, solutionId, categoryId });
    const reads = [
      `${ORDERS}/${String(id)}`,
      `${ORDERS}/${String(id)}/history`,
      `${ORDERS}/${String(id)}/change-history`,
    ];
    for (const url of [...reads, `${CATALOGUE}/categories`, ...lineLookup])
      await order.call('byggherre', 'GET', url);
    await order.call('byggherre', 'POST', `${ORDERS}/${String(id)}/transitions/request-quote`, {});
    for (const url of [...reads, CHOOSING_URL]) await order.call('byggherre', 'GET', url);
    const quote = { quotedPrice: 14500, quotedCurrency: 'NOK' };
    await order.send('gjenbrukOslo', 'PUT', `${ORDERS}/${String(id)}/quote-details`, quote);
    await order.send('gjenbrukOslo', 'POST', `${ORDERS}/${String(id)}/transitions/quote`, quote);
    order.phase += 1;
    for (const url of [...reads, CHOOSING_URL]) await order.call('byggherre', 'GET', url);
    await order.write('order-page');

    // The new-order page, as the customer: the service looked up, the draft created.
    const newOrder = new Story(sandbox, tokens);
    Object.assign(newOrder.facts, {
      solutionId,
      categoryId,
      serviceName: field(service, 'name'),
      customer: { id: DEMO_ORGANIZATIONS.byggherre.id, name: DEMO_ORGANIZATIONS.byggherre.name },
      providerId: supplierId,
    });
    for (const url of [`${CATALOGUE}/categories`, ...lineLookup])
      await newOrder.call('byggherre', 'GET', url);
    const draft = await newOrder.call('byggherre', 'POST', ORDERS, {
      name: 'Recorded: a new order',
      lines: [{ solutionId, categoryId }],
    });
    newOrder.facts['createdId'] = field(draft, 'id');
    await newOrder.write('new-order');

    // The order list, as the customer; the planning board, as the supplier; the search, as a visitor.
    const list = new Story(sandbox, tokens);
    for (const url of ORDER_LIST_URLS) await list.call('byggherre', 'GET', url);
    await list.write('order-list');
    const board = new Story(sandbox, tokens);
    for (const url of PLANNING_URLS) await board.call('gjenbrukOslo', 'GET', url);
    await board.write('planning');
    const search = new Story(sandbox, tokens);
    for (const url of SEARCH_URLS) await search.call(null, 'GET', url);
    await search.write('search');
  } finally {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
