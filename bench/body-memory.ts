/**
 * `npx tsx bench/body-memory.ts [megabytes]`: starts the sandbox as a child process on free
 * loopback ports with a temporary data directory, sends one oversized JSON body (default 300 MB)
 * to `POST /services/v1/orders` twice — once with `Content-Length`, once chunked — and prints the
 * sandbox's resident memory (RSS, from /proc) before, at its peak and after, plus the answer.
 * Sends to 127.0.0.1 only, gives up after 120 s per body and stops the sandbox itself.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const megabytes = Number(process.argv[2] ?? '300');
if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 1000) {
  throw new Error('megabytes must be an integer from 1 to 1000');
}
const TOTAL = megabytes * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x20); // spaces: valid JSON whitespace
const LIMIT_MS = 120_000;
const repoRoot = path.resolve(import.meta.dirname, '..');

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 'NaN');
  return Math.round(kb / 1024);
}

function startSandbox(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SANDBOX_API_PORT: '0',
      SANDBOX_AUTH_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<{ api: string; issuer: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      const api = /API resource\/audience\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      const issuer = /Identity provider\s+(http:\/\/127\.0\.0\.1:\S+)/.exec(out)?.[1];
      if (api !== undefined && issuer !== undefined) resolve({ api, issuer });
    });
    child.stderr.on('data', (data: Buffer) => process.stderr.write(data));
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { child, ready };
}

async function token(issuer: string, api: string): Promise<string> {
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'byggherre-vest-api',
      client_secret: 'sandbox-secret-byggherre-vest',
      resource: api,
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (typeof body.access_token !== 'string') throw new Error('no token');
  return body.access_token;
}

interface Outcome {
  status: number | string;
  sentMb: number;
  ms: number;
}

function send(url: URL, accessToken: string, chunked: boolean): Promise<Outcome> {
  const started = Date.now();
  let sent = 0;
  return new Promise((resolve) => {
    const done = (status: number | string) => {
      clearTimeout(timer);
      req.destroy();
      resolve({ status, sentMb: Math.round(sent / 1024 / 1024), ms: Date.now() - started });
    };
    const req = request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'X-auth-owner': '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a01',
        'Content-Type': 'application/json',
        ...(chunked ? {} : { 'Content-Length': String(TOTAL) }),
      },
    });
    const timer = setTimeout(() => done('timeout'), LIMIT_MS);
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    const pump = () => {
      while (sent < TOTAL && !req.destroyed) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

async function measure(pid: number, run: () => Promise<Outcome>) {
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    rssMb(pid).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => undefined,
    );
  }, 50);
  const outcome = await run();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(sampler);
  const after = await rssMb(pid).catch(() => NaN);
  return { ...outcome, beforeMb: before, peakMb: peak, afterMb: after };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-body-memory-'));
const { child, ready } = startSandbox(dataDir);
try {
  const { api, issuer } = await ready;
  const accessToken = await token(issuer, api);
  const url = new URL(`${api}/services/v1/orders`);
  const pid = child.pid ?? 0;
  for (const chunked of [false, true]) {
    const result = await measure(pid, () => send(url, accessToken, chunked));
    console.log(
      `${megabytes} MB ${chunked ? 'chunked' : 'Content-Length'}: answer ${result.status} after ${result.ms} ms, ` +
        `${result.sentMb} MB sent; sandbox RSS ${result.beforeMb} → peak ${result.peakMb} → ${result.afterMb} MB`,
    );
    const alive = await fetch(`${api}/orgadmin/v1/categories`).then(
      (response) => response.status,
      () => 'down',
    );
    console.log(`  sandbox still answers: GET /categories → ${alive}`);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
