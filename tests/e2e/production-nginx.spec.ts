/**
 * The documented production set-up, for real: Debian's nginx serves this run's build with the
 * configuration scripts/nginx-conf.mjs generates (docs/production.md, "Serving the build with nginx").
 * `.ci/run` installs nginx; elsewhere the journeys say how to get it and are skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { standaloneConfig } from '../../scripts/nginx-conf.mjs';
import { basePort, distDir, nginxOrigin, nginxPort, runDir, stackPorts } from './support/stack';
import { expect, test } from './support/fixtures';

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/**
 * Started by root, nginx runs its workers as `nobody`, who cannot read a build inside a checkout
 * under a private directory (`mktemp -d`, a home of mode 0700): the workers then run as the user
 * that runs the tests. Started by anyone else, they run as that user anyway.
 */
function workerUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const group = spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim();
  return `${userInfo().username} ${group || userInfo().username}`;
}

const missing = `No nginx at ${nginx}: install Debian's nginx-light, libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static (.ci/run does), or set NGINX_PATH.`;

test.describe('the build served by nginx', () => {
  test.skip(!existsSync(nginx) && !process.env.CI, missing);

  const base = basePort();
  const ports = stackPorts(base);
  const origin = nginxOrigin(ports);
  const prefix = path.join(runDir(base), 'nginx');
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    if (!existsSync(nginx)) throw new Error(missing);
    mkdirSync(prefix, { recursive: true });
    const configFile = path.join(runDir(base), 'config.json');
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      standaloneConfig({
        prefix,
        config: JSON.parse(readFileSync(configFile, 'utf8')) as unknown,
        root: distDir(base),
        configFile,
        port: nginxPort(ports),
        user: workerUser(),
      }),
    );
    const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    server = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`${origin}/config.json`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (tries > 100) throw new Error(`nginx did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('sends the security headers, caches hashed assets for good and compresses', async ({
    request,
  }) => {
    // A client-side route: the SPA fallback, revalidated each time, with the CSP.
    const page = await request.get(`${origin}/orders/1`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toBe('br');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${ports.api}`);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(await page.text()).toContain('<div id="root">');

    // A hashed script from index.html: a year, immutable, gzip for clients without brotli.
    const html = await (await request.get(`${origin}/`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(`${origin}${script ?? ''}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-security-policy']).toBe(csp);

    // The runtime configuration: this run's file, revalidated on every load.
    const config = await request.get(`${origin}/config.json`);
    expect(config.headers()['cache-control']).toBe('no-cache');
    expect(await config.json()).toMatchObject({
      catalogueBaseUrl: `http://127.0.0.1:${ports.api}/orgadmin/v1`,
    });

    // A missing asset is a 404, not the app.
    expect((await request.get(`${origin}/assets/missing-0000.js`)).status()).toBe(404);
  });

  test('a visitor uses the app through it without a policy violation', async ({ page }) => {
    // The fixtures fail the test on any Content-Security-Policy violation or page error.
    await page.goto(`${origin}/providers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    await page.getByLabel('Provider name').fill('gjenbruk');
    await expect(page.getByRole('heading', { level: 2, name: 'Gjenbruk Oslo AS' })).toBeVisible();
  });
});
