/**
 * One run of the doctor: the configuration read by the app's own parser, then each check in turn
 * through the app's own HTTP client and readers, within a time budget. Only GET requests, the
 * CORS preflight and the token request are sent (docs/connecting.md).
 */
import { readFile } from 'node:fs/promises';
import { QueryClient } from '@tanstack/react-query';
import { fetchConfig, type AppConfig } from '../src/config';
import { ConfigError } from '../src/config/loadConfig';
import { parseConfig } from '../src/config/parseConfig';
import { bindPlatform, createHttpClient, platformOf } from '../src/lib/http';
import { browserFetch } from './browser';
import { checkCatalogue } from './checks/catalogue';
import { checkPreflight, exposedFinding } from './checks/cors';
import { checkIdentity, type ApiKey } from './checks/identity';
import { checkOrders } from './checks/orders';
import { checkOwnServices } from './checks/ownServices';
import type { DoctorContext } from './context';
import { recordingFetch, type Exchange } from './exchanges';
import { redact, type Secrets } from './secrets';
import { finding, type Finding, type Report } from './verdict';

export interface DoctorOptions {
  /** A path to `config.json`, or its URL. */
  config: string;
  /** The app's origin, for CORS. */
  origin: string;
  apiKey?: ApiKey | undefined;
  /** For `X-auth-owner`; else the one organisation the token names. */
  organizationId?: string | undefined;
  /** Seconds one request may take (default 10). */
  timeoutSeconds?: number | undefined;
  /** The whole run's budget in ms (default 50,000): checks not started by then are ○. */
  budgetMs?: number | undefined;
}

/** The run could not start (the configuration could not be loaded): exit 2. */
export class CannotRun extends Error {
  override readonly name = 'CannotRun';
}

async function loadRaw(source: string): Promise<unknown> {
  if (/^https?:\/\//i.test(source)) {
    try {
      return await fetchConfig(source, (input, init) =>
        fetch(input, { ...init, cache: undefined }),
      );
    } catch (error) {
      throw new CannotRun(error instanceof Error ? error.message : String(error));
    }
  }
  let text: string;
  try {
    text = await readFile(source, 'utf8');
  } catch {
    throw new CannotRun(`config.json could not be read from ${source}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CannotRun(`${source} is not valid JSON`);
  }
}

function contextFor(
  config: AppConfig,
  options: DoctorOptions,
  log: Exchange[],
  getToken: () => { token: string; organizationId: string } | undefined,
  deadline: AbortSignal,
): DoctorContext {
  const timeoutSeconds = options.timeoutSeconds ?? 10;
  // Past the deadline every request still on its way is stopped, and every later one at once.
  const bounded: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
    });
  const logged = recordingFetch(bounded, log);
  const http = createHttpClient({
    apiOrigins: [config.catalogueBaseUrl, config.ordersBaseUrl],
    getLanguage: () => 'en',
    getCredentials: () => {
      const access = getToken();
      return Promise.resolve(
        access ? { accessToken: access.token, organizationId: access.organizationId } : null,
      );
    },
    fetch: browserFetch(options.origin, logged),
    timeoutMs: timeoutSeconds * 1000,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindPlatform(client, {
    http,
    catalogueBaseUrl: config.catalogueBaseUrl,
    ordersBaseUrl: config.ordersBaseUrl,
  });
  return {
    config,
    origin: options.origin,
    client,
    platform: platformOf(client),
    fetch: logged,
    deadline,
    log,
    timeoutSeconds,
  };
}

/** Masks every secret of the run in every text of the findings. */
const redacted = (findings: Finding[], secrets: Secrets): Finding[] =>
  findings.map((item) => ({
    ...item,
    title: redact(item.title, secrets),
    evidence: item.evidence.map((line) => redact(line, secrets)),
    consequence: item.consequence === undefined ? undefined : redact(item.consequence, secrets),
  }));

export async function runDoctor(options: DoctorOptions): Promise<Report> {
  const started = Date.now();
  const budgetMs = options.budgetMs ?? 50_000;
  const findings: Finding[] = [];
  const raw = await loadRaw(options.config);
  let config: AppConfig;
  try {
    config = parseConfig(raw);
    findings.push(
      finding('config', 'configuration', 'config.json', 'read', [`${options.config}: valid`]),
    );
  } catch (error) {
    const issues = error instanceof ConfigError ? error.issues : [String(error)];
    findings.push(
      finding(
        'config',
        'configuration',
        'config.json',
        'not-read',
        issues,
        'the app shows its configuration error page instead of any page',
      ),
    );
    return { findings, elapsedMs: Date.now() - started };
  }

  // The app's HTTP client resolves addresses against the page's: here, the app's origin.
  const hadLocation = 'location' in globalThis;
  if (!hadLocation) Object.assign(globalThis, { location: new URL(options.origin) });
  const log: Exchange[] = [];
  let access: { token: string; organizationId: string } | undefined;
  // The checks start no new part after `budgetMs`; requests end at the latest 5 s later.
  const deadline = AbortSignal.timeout(budgetMs + 5_000);
  const ctx = contextFor(config, options, log, () => access, deadline);
  const secrets: Secrets = {
    secret: options.apiKey?.clientSecret,
    organizations: options.organizationId ? [options.organizationId] : [],
  };
  const outOfTime = () => Date.now() - started > budgetMs;
  const skipped = (id: string, group: Finding['group'], title: string) =>
    finding(
      id,
      group,
      title,
      'not-checked',
      [],
      `the run stopped after ${String(budgetMs / 1000)} s`,
    );

  try {
    const identity = await checkIdentity(ctx, options.apiKey);
    findings.push(...identity.findings);
    secrets.token = identity.accessToken;
    secrets.organizations = [...(secrets.organizations ?? []), ...identity.organizationIds];
    if (outOfTime()) findings.push(skipped('cors.preflight', 'CORS', 'preflight'));
    else findings.push(...(await checkPreflight(ctx)));
    if (outOfTime()) findings.push(skipped('catalogue', 'catalogue', 'the catalogue'));
    else findings.push(...(await checkCatalogue(ctx)));

    const organizationId =
      options.organizationId ??
      (identity.organizationIds.length === 1 ? identity.organizationIds[0] : undefined);
    if (identity.accessToken === undefined || organizationId === undefined) {
      const why =
        identity.accessToken === undefined
          ? 'no access: give an API key (DOCTOR_CLIENT_ID and its secret) to check what is behind sign-in'
          : 'no organisation for X-auth-owner: give DOCTOR_ORGANIZATION';
      findings.push(finding('orders', 'orders', 'orders', 'not-checked', [], why));
      findings.push(
        finding(
          'services.own',
          'own services',
          "the organisation's own services",
          'not-checked',
          [],
          why,
        ),
      );
    } else {
      access = { token: identity.accessToken, organizationId };
      if (outOfTime()) findings.push(skipped('orders', 'orders', 'orders'));
      else findings.push(...(await checkOrders(ctx, organizationId)));
      if (outOfTime())
        findings.push(skipped('services.own', 'own services', "the organisation's own services"));
      else findings.push(await checkOwnServices(ctx, organizationId));
    }
    findings.push(exposedFinding(log));
  } finally {
    if (!hadLocation) Reflect.deleteProperty(globalThis, 'location');
    ctx.client.clear();
  }
  return { findings: redacted(findings, secrets), elapsedMs: Date.now() - started };
}
