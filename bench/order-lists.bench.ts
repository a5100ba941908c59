/**
 * What the workspace's pages cost at volume: requests and kB of JSON of each page's reads on a
 * fresh load, with the header count beside it (the home: the step reads of the sides the
 * organisation's token names, `stepReadsOf`, and `RECENT_READ`; the planning board: the header's,
 * and the supplier's step read, of which it keeps the work; src/orders/api/orderLists.ts), for the supplier and the customer, beside its floor (one request
 * per 100 orders in the states the page shows, for its side, plus one: docs/decisions/0102; the
 * header count shows the side's step states on every page); the home read again with the validators the
 * server gave (`If-None-Match`, as the browser's cache sends it); and the climate report's
 * approved orders beside its floor (one request per 100), with 100, 1,500 and 10,000 more orders between
 * the demo customer and supplier (`SANDBOX_EXTRA_ORDERS`). It runs the app's own query functions
 * (the same `queryOptions` the pages use) in Node against a sandbox, counting every request and its
 * decoded body. Figures are printed as a Markdown table (docs/results/ keeps dated results).
 *
 *   node --import tsx bench/order-lists.bench.ts            100, 1,500 and 10,000
 *   BENCH_ORDERS=100,1500 node --import tsx bench/order-lists.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { DEMO_ORGANIZATIONS } from '../sandbox/store/seed/types.ts';
import { bindPlatform, createHttpClient } from '../src/lib/http/index.ts';
import {
  approvedOrdersQueryOptions,
  orderReadQueryOptions,
  RECENT_READ,
  STEP_READ,
  stepReadsOf,
} from '../src/orders/api/orderLists.ts';
import { parseOrganizations } from '../src/auth/organizations.ts';
import { mayActOn } from '../src/auth/organizationSides.ts';
import { jwtClaims } from '../doctor/checks/identity.ts';
import { isWorkState } from '../src/orders/model/states.ts';
import type { OrderPages, OrderRead } from '../src/orders/api/orderLists.ts';
import { apiKeyToken, apiKeyTokens } from '../tests/support/api-key-token.ts';
import { runBenchmark, waitFor } from './support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 19_760);
// The app's HTTP client resolves addresses against the page's; here, the app's would-be origin.
Object.assign(globalThis, { location: new URL(`http://127.0.0.1:${String(PORT + 2)}/`) });
const volumes = (process.env.BENCH_ORDERS ?? '100,1500,10000').split(',').map(Number);
const state = { misses: [] as string[], children: [] as ChildProcess[] };

interface Cost {
  requests: number;
  bytes: number;
  ms: number;
  note: string;
}

/** One read as the note says it: its side and states, and the orders kept of the total. */
const described = (read: OrderPages, asked: OrderRead | undefined) =>
  `${asked?.role ?? 'both sides'} ${asked?.states.join('/') ?? ''}${asked?.maxPages === undefined ? '' : ' (newest page)'}: ${String(read.orders.length)} of ${String(read.total)}${read.capped ? ' (capped)' : ''}`;

/**
 * What a browser's HTTP cache keeps of an answer with a validator: its `ETag` or `Last-Modified`
 * and its body, by address. Node's `fetch` has no such cache; this one stands in for it.
 */
type ValidatorCache = Map<
  string,
  { etag: string | null; lastModified: string | null; body: ArrayBuffer }
>;

/**
 * A query client bound to the sandbox as `organizationId`, and its running request tally. With
 * `validators`, a request whose address was answered before with a validator is sent as the
 * browser sends it (`If-None-Match` / `If-Modified-Since`), and a 304 is answered from that cache.
 */
function platformFor(
  api: string,
  token: string,
  organizationId: string,
  validators: ValidatorCache = new Map(),
) {
  const tally = { requests: 0, bytes: 0, inFlight: 0, most: 0, notModified: 0 };
  const http = createHttpClient({
    apiOrigins: [api],
    getLanguage: () => 'en',
    getCredentials: () => Promise.resolve({ accessToken: token, organizationId }),
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      tally.inFlight += 1;
      tally.most = Math.max(tally.most, tally.inFlight);
      const url = input instanceof Request ? input.url : input.toString();
      const known = validators.get(url);
      const headers = new Headers(init?.headers);
      if (known?.etag) headers.set('If-None-Match', known.etag);
      if (known?.lastModified) headers.set('If-Modified-Since', known.lastModified);
      const response = await fetch(input, { ...init, headers });
      const body = await response.arrayBuffer();
      tally.inFlight -= 1;
      tally.requests += 1;
      tally.bytes += body.byteLength;
      if (response.status === 304 && known) {
        tally.notModified += 1;
        return new Response(known.body, { status: 200, headers: response.headers });
      }
      const etag = response.headers.get('ETag');
      const lastModified = response.headers.get('Last-Modified');
      if (response.ok && (etag !== null || lastModified !== null))
        validators.set(url, { etag, lastModified, body });
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindPlatform(client, {
    http,
    catalogueBaseUrl: `${api}/orgadmin/v1`,
    ordersBaseUrl: `${api}/services/v1`,
  });
  return { client, tally };
}

async function measure<T>(
  api: string,
  token: string,
  organizationId: string,
  read: (client: QueryClient) => Promise<T>,
  note: (data: T) => string,
  validators?: ValidatorCache,
): Promise<Cost & { data: T }> {
  const { client, tally } = platformFor(api, token, organizationId, validators);
  const started = performance.now();
  const data = await read(client);
  const ms = performance.now() - started;
  const atOnce = tally.most > 1 ? `; at most ${String(tally.most)} requests at once` : '';
  const unchanged = tally.notModified > 0 ? `; ${String(tally.notModified)} × 304` : '';
  return {
    requests: tally.requests,
    bytes: tally.bytes,
    ms,
    note: `${note(data)}${atOnce}${unchanged}`,
    data,
  };
}

function startSandbox(extraOrders: number): ChildProcess {
  const scratch = mkdtempSync(path.join(tmpdir(), 'order-lists-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: {
      ...process.env,
      SANDBOX_API_PORT: String(PORT),
      SANDBOX_AUTH_PORT: String(PORT + 1),
      SANDBOX_DATA_DIR: path.join(scratch, 'data'),
      SANDBOX_APP_ORIGINS: `http://127.0.0.1:${String(PORT + 2)}`,
      SANDBOX_EXTRA_ORDERS: String(extraOrders),
    },
    stdio: 'ignore',
  });
  state.children.push(child);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(0);

async function main() {
  const api = `http://127.0.0.1:${String(PORT)}`;
  const auth = `http://127.0.0.1:${String(PORT + 1)}/realms/sandbox`;
  const rows: string[] = [
    '| orders | page (organisation) | requests | kB JSON | ms | what was read |',
    '|---:|---|---:|---:|---:|---|',
  ];
  const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;
  for (const volume of volumes) {
    const child = startSandbox(volume);
    await waitFor(`${auth}/.well-known/openid-configuration`, 600_000);
    const tokens = apiKeyTokens();
    for (const org of [gjenbrukOslo, byggherre]) {
      const token = await apiKeyToken(
        tokens,
        { api, tokenUrl: `${auth}/protocol/openid-connect/token` },
        org.id,
      );
      const side = org.id === gjenbrukOslo.id ? 'supplier' : 'customer';
      // The sides the organisation acts on as its token says them, read as the app reads its claim.
      const named = parseOrganizations(jwtClaims(token)?.organization).find(
        (one) => one.id === org.id,
      );
      const stepReads = stepReadsOf((one) => mayActOn(named ?? {}, one));
      // One browser: what it learned on the first read (validators) it sends on the next ones.
      const validators: ValidatorCache = new Map();
      // A page's reads at once, as its queries run on a fresh load (one query client).
      const load = (reads: readonly OrderRead[], cache?: ValidatorCache) =>
        measure(
          api,
          token,
          org.id,
          (c) => Promise.all(reads.map((read) => c.query(orderReadQueryOptions(org.id, read)))),
          (parts) => parts.map((part, i) => described(part, reads[i])).join(' + '),
          cache,
        );
      // The floor: one request per 100 orders in the states shown, for the side shown, plus one.
      const floorOf = (reads: readonly OrderRead[], parts: readonly OrderPages[]) =>
        Math.ceil(
          reads.reduce(
            (sum, read, i) => sum + (read.role === side ? (parts[i]?.total ?? 0) : 0),
            0,
          ) / 100,
        ) + 1;
      const homeReads = [...stepReads, RECENT_READ];
      // The header count's step reads, with the board's own (`STEP_READ.supplier`) where it is
      // not one of them.
      const boardReads = [...new Set([...stepReads, STEP_READ.supplier])];
      // The first read after the sandbox starts also warms it.
      const home = await load(homeReads, validators);
      const board = await load(boardReads);
      const boardAlone = await load([STEP_READ.supplier]);
      const revisit = await load(homeReads, validators);
      // The board alone would show the supplier's work; with the header count, the side's steps.
      const stepFloor = floorOf(stepReads, home.data);
      const work = boardAlone.data[0]?.orders.filter((order) => isWorkState(order.state)) ?? [];
      const workFloor = side === 'supplier' ? Math.ceil(work.length / 100) + 1 : 1;
      const pages: [string, Cost][] = [
        [`home with the header count (${side}; floor ${String(stepFloor)})`, home],
        [`planning board with the header count (floor ${String(stepFloor)})`, board],
        [
          `planning board, its own read (${String(work.length)} in work; floor ${String(workFloor)})`,
          boardAlone,
        ],
        ['home, a revisit after the stale time (validators sent)', revisit],
        [
          `climate report (${side})`,
          await measure(
            api,
            token,
            org.id,
            (c) => c.query(approvedOrdersQueryOptions(org.id, side)),
            (read) =>
              `${String(read.orders.length)} of ${String(read.total)} approved${read.capped ? ' (capped)' : ''}; floor ${String(Math.max(1, Math.ceil(read.total / 100)))} requests`,
          ),
        ],
      ];
      for (const [page, cost] of pages) {
        rows.push(
          `| ${String(volume)} | ${page} (${org.name}) | ${String(cost.requests)} | ${kB(cost.bytes)} | ${cost.ms.toFixed(0)} | ${cost.note} |`,
        );
      }
    }
    await stop(child);
  }
  console.log(rows.join('\n'));
}

runBenchmark(main, state);
