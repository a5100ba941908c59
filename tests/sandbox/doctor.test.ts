/**
 * `npm run doctor` (doctor/, docs/connecting.md) against the sandbox: in its default shapes, each
 * named shape set and randomised seeds, its verdict on each total is the one the pages show
 * (`tests/e2e/random-shapes.spec.ts` reads the same rule off the page); under a 503, a hang and a
 * 429 it reports each fault and finishes within a minute; it never prints a secret.
 * Random seeds only with `SANDBOX_TEST_SEEDS` (e.g. `1-12`): in CI the journeys compare the
 * doctor with the pages for seeds 2, 8 and 12 (tests/e2e/random-shapes.spec.ts), so no extra
 * sandbox starts here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../sandbox/config.ts';
import { choicesFor } from '../../sandbox/http/random.ts';
import { API_KEYS, orderRolesOf } from '../../sandbox/identity/accounts.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { runDoctor } from '../../doctor/run';
import { exitCodeOf, type Finding, type Report } from '../../doctor/verdict';
import { seedCatalogue } from './catalogue-data.ts';
import { sandboxUrlsOf } from './global-setup.ts';
import { sandboxUrls, type SandboxUrls } from './support.ts';
import { contractSeeds } from './random-server.ts';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ORGANIZATION = DEMO_ORGANIZATIONS.byggherre.id;
const KEY = API_KEYS.find((key) => key.organization.id === ORGANIZATION);

/**
 * The doctor run as Byggherre Vest's API key against a sandbox started with `env`, or, with
 * `null`, the project's own sandbox (default shapes).
 */
function useDoctor(env: Record<string, string> | null, options: { timeoutSeconds?: number } = {}) {
  let sandbox: Sandbox | undefined;
  let report: Report | undefined;
  beforeAll(async () => {
    let urls: SandboxUrls;
    if (env === null) urls = sandboxUrls();
    else {
      const settings = {
        ...readSettings({ SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', ...env }, process.cwd()),
        dataDir: null,
      };
      sandbox = await createSandbox(settings, { catalogue: seedCatalogue() });
      urls = sandboxUrlsOf(sandbox, settings, null);
    }
    const config = path.join(await mkdtemp(path.join(tmpdir(), 'doctor-')), 'config.json');
    await writeFile(
      config,
      JSON.stringify({
        catalogueBaseUrl: urls.catalogueUrl,
        ordersBaseUrl: urls.ordersUrl,
        oidc: { authority: urls.authUrl, clientId: 'circular-web', resource: urls.apiUrl },
        map: {
          tileUrl: 'https://tile.example/{z}/{x}/{y}.png',
          attribution: 'x',
          center: [63, 10],
          zoom: 5,
        },
      }),
    );
    if (KEY === undefined) throw new Error('no API key of Byggherre Vest');
    report = await runDoctor({
      config,
      origin: urls.appOrigin,
      apiKey: { clientId: KEY.clientId, clientSecret: KEY.clientSecret },
      organizationId: ORGANIZATION,
      timeoutSeconds: options.timeoutSeconds,
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (report === undefined) throw new Error('the doctor has not run');
    return report;
  };
}

const byId = (report: Report, id: string): Finding => {
  const found = report.findings.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no finding ${id}`);
  return found;
};

const printed = (report: Report) => JSON.stringify(report);

describe.each([
  ['default shapes', null],
  ['polyglot', { SANDBOX_SHAPES: 'polyglot' }],
  // With a CORS that allows only the spec's request headers (no sandbox start of its own).
  ['alternate, spec headers', { SANDBOX_SHAPES: 'alternate', SANDBOX_CORS_HEADERS: 'spec' }],
])('the doctor against the sandbox (%s)', (_name, env) => {
  const report = useDoctor(env);
  const narrow = env !== null && 'SANDBOX_CORS_HEADERS' in env;

  it('reads every point, says what it read, and prints no secret', () => {
    const notRead = report().findings.filter((item) => item.verdict === 'not-read');
    expect(notRead).toEqual([]);
    expect(exitCodeOf(report())).toBe(0);
    // A server that ignores paging (the polyglot set's bare array) ends the list in words.
    const next = byId(report(), 'orders.list.next');
    if (next.verdict === 'loss') expect(next.consequence).toMatch(/no way to further orders/);
    expect(byId(report(), 'orders.list.total').evidence.join(' ')).toMatch(
      /GET \/services\/v1\/orders/,
    );
    expect(printed(report())).not.toContain(ORGANIZATION);
    expect(printed(report())).not.toContain(KEY?.clientSecret);
    // The sides the sandbox registered the organisation for, as its token says them.
    const organization = KEY?.organization;
    if (organization === undefined) throw new Error('no API key of Byggherre Vest');
    expect(byId(report(), 'identity.organization').evidence.join(' ')).toContain(
      `${organization.name}: ${orderRolesOf(organization).join(' and ')}`,
    );
  });

  it('asks the preflight for Idempotency-Key and, refused, says what a person misses', () => {
    expect(byId(report(), 'cors.preflight').verdict).toBe('read');
    const extra = byId(report(), 'cors.extra.idempotency-key');
    if (!narrow) return expect(extra.verdict).toBe('read');
    expect(extra.verdict).toBe('loss');
    expect(extra.evidence.join(' ')).toMatch(
      /Idempotency-Key refused.*POST \/services\/v1\/orders/,
    );
    expect(extra.consequence).toMatch(/a step sent twice by a lost answer is not recognised/);
  });
});

const seeds = process.env['SANDBOX_TEST_SEEDS'] ? contractSeeds() : [];

describe.each(seeds)('the doctor against random shapes, seed %i', (seed) => {
  const report = useDoctor({ SANDBOX_SHAPES: 'random', SANDBOX_SHAPES_SEED: String(seed) });
  const choices = choicesFor(seed);

  it('states a total exactly where a browser can read one, and reads every list whole', () => {
    // What the pages show (tests/e2e/random-shapes.spec.ts): a count only from the body or from
    // headers CORS exposes; else "more may follow".
    const ordersCounted =
      choices.count === 'body' || (choices.count === 'headers' && choices.cors === 'expose');
    expect(byId(report(), 'orders.list.total').verdict).toBe(ordersCounted ? 'read' : 'loss');
    expect(byId(report(), 'catalogue.search.total').verdict).toBe(
      choices.cors === 'expose' ? 'read' : 'loss',
    );
    expect(byId(report(), 'cors.exposed').verdict).toBe(
      choices.cors === 'expose' ? 'read' : 'loss',
    );
    for (const id of [
      'orders.list.next',
      'catalogue.search.next',
      'orders.history',
      'orders.changes',
    ]) {
      expect(byId(report(), id).verdict, id).not.toBe('not-read');
    }
    expect(report().findings.filter((item) => item.verdict === 'not-read')).toEqual([]);
  });
});

describe('the doctor under faults', () => {
  // The categories answer 503 once, the first order's own request hangs, open reads past 2 a
  // minute are refused with 429.
  const report = useDoctor(
    {
      SANDBOX_FAULTS: 'error@GET/orgadmin/v1/categories=1,hang@GET/services/v1/orders/=1',
      SANDBOX_RATE_LIMIT: '2',
    },
    { timeoutSeconds: 3 },
  );

  it('reports each fault as what it was and finishes within a minute', () => {
    expect(report().elapsedMs).toBeLessThan(60_000);
    expect(byId(report(), 'catalogue.tree')).toMatchObject({ verdict: 'not-read' });
    expect(byId(report(), 'catalogue.tree').evidence.join(' ')).toMatch(/503/);
    expect(printed(report())).toMatch(/answered 429 RATE_LIMITED/);
    expect(byId(report(), 'orders.order').evidence.join(' ')).toMatch(/no answer within 3 s/);
  });
});
