/**
 * `npm run bench:sandbox`: starts an in-process sandbox with 50,000 generated services
 * (`SANDBOX_SCALE`, default 50000) on free loopback ports, sends a bounded number of
 * `GET /orgadmin/v1/solutions` requests with random bounding boxes over Norway (a third of them
 * with a category), prints p50/p95/max latency and the seed figures, then stops.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readSettings } from '../sandbox/config.ts';
import { createSandbox } from '../sandbox/server.ts';
import { Prng } from '../sandbox/store/seed/prng.ts';

const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 400);
const WARM_UP = 20;
const repoRoot = path.resolve(import.meta.dirname, '..');

/** The seed data's seeded generator, so every run sends the same requests. */
function prng(seed: number): () => number {
  const generator = new Prng(seed);
  return () => generator.next();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const settings = {
    ...readSettings(
      {
        ...process.env,
        SANDBOX_API_PORT: '0',
        SANDBOX_AUTH_PORT: '0',
        SANDBOX_SCALE: process.env['SANDBOX_SCALE'] ?? '50000',
        SANDBOX_RATE_LIMIT: '1000000',
      },
      repoRoot,
    ),
    dataDir: null,
  };
  const started = performance.now();
  const sandbox = await createSandbox(settings);
  const startup = performance.now() - started;
  try {
    const { catalogue } = sandbox;
    const classNames = [...catalogue.categoriesByClassName.keys()];
    const matches = ['ancestors', 'descendants', 'exact'];
    const random = prng(20261122);
    const urls: string[] = [];
    for (let i = 0; i < REQUESTS + WARM_UP; i += 1) {
      const height = 0.2 + random() * 3.8;
      const width = 0.5 + random() * 7.5;
      const minLatitude = 57.9 + random() * (71.2 - 57.9 - height);
      const minLongitude = 4.5 + random() * (31.1 - 4.5 - width);
      const params = new URLSearchParams({
        minLatitude: minLatitude.toFixed(4),
        maxLatitude: (minLatitude + height).toFixed(4),
        minLongitude: minLongitude.toFixed(4),
        maxLongitude: (minLongitude + width).toFixed(4),
        pageSize: '50',
      });
      if (i % 3 === 0) {
        params.set('category', classNames[Math.floor(random() * classNames.length)] ?? '');
        params.set('categoryMatch', matches[Math.floor(random() * matches.length)] ?? 'ancestors');
      }
      urls.push(`${sandbox.catalogueUrl}/solutions?${params.toString()}`);
    }

    const latencies: number[] = [];
    let matched = 0;
    for (const [i, url] of urls.entries()) {
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      const elapsed = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      if (i >= WARM_UP) {
        latencies.push(elapsed);
        matched += Number(response.headers.get('x-total-count') ?? 0);
      }
    }
    latencies.sort((a, b) => a - b);
    const publicServices = catalogue.solutions.filter((s) => s.public).length;
    console.log(
      [
        '',
        'GET /orgadmin/v1/solutions with a random bounding box over Norway',
        `  data        ${catalogue.categoriesById.size} categories, ${catalogue.providers.length} providers, ${catalogue.solutions.length} services (${publicServices} public)`,
        `  start-up    ${ms(startup)} (seed generation, indexes, identity provider, order store)`,
        `  requests    ${latencies.length} sequential after ${WARM_UP} warm-up, a third with a category; mean ${Math.round(matched / latencies.length)} matches`,
        `  latency     p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   max ${ms(latencies[latencies.length - 1] ?? Number.NaN)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
