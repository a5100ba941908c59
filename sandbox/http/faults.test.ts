import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { faultMiddleware } from './faultMiddleware.ts';
import { createFaultPlan, noFaults, parseFaults, type FaultSettings } from './faults.ts';

function parse(raw: string): { settings: FaultSettings | null; problems: string[] } {
  const problems: string[] = [];
  return { settings: parseFaults(raw, problems), problems };
}

describe('parseFaults', () => {
  it('is off when unset or empty', () => {
    expect(parse('').settings).toBeNull();
    expect(parseFaults(undefined, [])).toBeNull();
  });

  it('reads the documented example', () => {
    const { settings, problems } = parse(
      'latency=800ms,error=0.1,reset=0.05,ratelimit=20/10s,seed=42',
    );
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      seed: 42,
      latencyMs: { min: 800, max: 800 },
      errorRate: 0.1,
      resetRate: 0.05,
      rateLimit: { requests: 20, windowMs: 10_000 },
      aimed: [],
    });
  });

  it('reads latency ranges and aimed faults', () => {
    const { settings, problems } = parse(
      'latency=200-800ms,lose@/transitions/quote=1,error@/quote-details=1+3',
    );
    expect(problems).toEqual([]);
    expect(settings?.latencyMs).toEqual({ min: 200, max: 800 });
    expect(settings?.aimed).toEqual([
      { kind: 'lose', path: '/transitions/quote', nth: [1] },
      { kind: 'error', path: '/quote-details', nth: [1, 3] },
    ]);
  });

  it('lists every problem', () => {
    const { problems } = parse(
      'latency=fast,error=1.5,reset=-1,ratelimit=20,seed=x,boom=1,drop@/x=1,lose@x=1,lose@/x=0,nokey',
    );
    expect(problems).toHaveLength(10);
    expect(problems.join('\n')).toContain('"latency=fast"');
    expect(problems.join('\n')).toContain('"boom=1" is not a known fault');
  });
});

describe('createFaultPlan', () => {
  const base: FaultSettings = { ...noFaults(), seed: 42, errorRate: 0.3, resetRate: 0.2 };
  /** A plan with no random faults: only the aimed ones. */
  const aimedPlan = (aimed: FaultSettings['aimed']) =>
    createFaultPlan({ ...base, errorRate: 0, resetRate: 0, aimed });

  it('is reproducible from the seed', () => {
    const run = (seed: number) => {
      const decide = createFaultPlan({ ...base, seed });
      return Array.from({ length: 50 }, () => decide('/services/v1/orders').kind);
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    expect(run(42)).toContain('error');
    expect(run(42)).toContain('pass');
  });

  it('aims faults at the nth matching request only', () => {
    const decide = aimedPlan([{ kind: 'lose', path: '/transitions/', nth: [2] }]);
    expect(decide('/services/v1/orders/1').kind).toBe('pass');
    expect(decide('/services/v1/orders/1/transitions/accept').kind).toBe('pass');
    expect(decide('/services/v1/orders/1/transitions/plan').kind).toBe('lose-answer');
    expect(decide('/services/v1/orders/1/transitions/start').kind).toBe('pass');
  });

  it('counts the requests once for each of two identical entries', () => {
    const { settings } = parse('error@/transitions/=1,error@/transitions/=2');
    const decide = aimedPlan(settings?.aimed ?? []);
    expect(decide('/services/v1/orders/1/transitions/accept').kind).toBe('error');
    expect(decide('/services/v1/orders/1/transitions/plan').kind).toBe('error');
    expect(decide('/services/v1/orders/1/transitions/start').kind).toBe('pass');
  });

  it('aims a fault at one method and the end of a path', () => {
    const { settings } = parse('lose@POST/services/v1/orders$=1');
    expect(settings?.aimed).toEqual([
      { kind: 'lose', path: '/services/v1/orders', nth: [1], method: 'POST', atEnd: true },
    ]);
    const decide = aimedPlan(settings?.aimed ?? []);
    expect(decide('/services/v1/orders', 'GET').kind).toBe('pass');
    expect(decide('/services/v1/orders/1/transitions/accept', 'POST').kind).toBe('pass');
    expect(decide('/services/v1/orders', 'POST').kind).toBe('lose-answer');
    expect(decide('/services/v1/orders', 'POST').kind).toBe('pass');
  });

  it('hangs the aimed request', () => {
    const { settings } = parse('hang@GET/services/v1/orders/=1');
    const decide = aimedPlan(settings?.aimed ?? []);
    expect(decide('/services/v1/orders/7', 'GET').kind).toBe('hang');
    expect(decide('/services/v1/orders/7', 'GET').kind).toBe('pass');
  });

  it('rate-limits with the seconds left in the window', () => {
    let now = 1_000;
    const decide = createFaultPlan(
      { ...base, errorRate: 0, resetRate: 0, rateLimit: { requests: 2, windowMs: 10_000 } },
      () => now,
    );
    expect(decide('/a').kind).toBe('pass');
    expect(decide('/a').kind).toBe('pass');
    now += 2_500;
    expect(decide('/a')).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 8 });
    now += 7_500;
    expect(decide('/a').kind).toBe('pass');
  });
});

describe('faultMiddleware', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  async function start(settings: FaultSettings) {
    let applied = 0;
    const app = new Hono();
    app.use('*', faultMiddleware(settings));
    app.post('/change', (c) => {
      applied += 1;
      return c.json({ applied });
    });
    const listener = getRequestListener(app.fetch);
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo; // listening on TCP: an AddressInfo
    const post = () => fetch(`http://127.0.0.1:${port}/change`, { method: 'POST' });
    return { post, applied: () => applied };
  }

  const quiet = noFaults();

  it('answers an error before applying anything', async () => {
    const api = await start({ ...quiet, aimed: [{ kind: 'error', path: '/change', nth: [1] }] });
    expect((await api.post()).status).toBe(503);
    expect(api.applied()).toBe(0);
    expect((await api.post()).status).toBe(200);
    expect(api.applied()).toBe(1);
  });

  it('drops the connection before handling (reset) or after it (lose)', async () => {
    const api = await start({
      ...quiet,
      aimed: [
        { kind: 'reset', path: '/change', nth: [1] },
        { kind: 'lose', path: '/change', nth: [2] },
      ],
    });
    await expect(api.post()).rejects.toThrow();
    expect(api.applied()).toBe(0);
    await expect(api.post()).rejects.toThrow();
    expect(api.applied()).toBe(1);
    expect(await (await api.post()).json()).toEqual({ applied: 2 });
  });
});
