#!/usr/bin/env node
// Serves the production build (dist/) like a static host would, with an SPA fallback and the
// production security headers (CSP built from the served config.json's origins).
//
// Environment: PREVIEW_PORT (4173), PREVIEW_HOST (127.0.0.1), PREVIEW_DIST (dist),
// PREVIEW_CONFIG (a config.json to serve instead of the one in dist/).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './csp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.PREVIEW_DIST ?? 'dist');
const host = process.env.PREVIEW_HOST ?? '127.0.0.1';
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const configPath = process.env.PREVIEW_CONFIG
  ? path.resolve(process.env.PREVIEW_CONFIG)
  : path.join(dist, 'config.json');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileExists(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function main() {
  if (!(await fileExists(path.join(dist, 'index.html')))) {
    console.error(`No production build in ${dist}. Run "npm run build" first.`);
    process.exit(1);
  }
  let configText;
  try {
    configText = await readFile(configPath, 'utf8');
  } catch {
    console.error(`Cannot read ${configPath}.`);
    process.exit(1);
  }
  let config = {};
  try {
    config = JSON.parse(configText);
  } catch {
    console.warn(`${configPath} is not valid JSON; the app will show its configuration error.`);
  }
  const headers = securityHeaders(config);

  const server = createServer(async (req, res) => {
    const send = (status, body, extra = {}) => {
      res.writeHead(status, { ...headers, ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(405, 'Method not allowed', { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      send(400, 'Bad request', { 'Content-Type': 'text/plain' });
      return;
    }
    if (pathname === '/config.json') {
      send(200, configText, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      return;
    }
    const file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist + path.sep) && file !== dist) {
      send(404, 'Not found', { 'Content-Type': 'text/plain' });
      return;
    }
    if (await fileExists(file)) {
      const ext = path.extname(file).toLowerCase();
      const cache = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      send(200, await readFile(file), {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cache,
      });
      return;
    }
    // A missing file with an extension (or under /assets) is a real 404, not a page.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
      send(404, 'Not found', { 'Content-Type': 'text/plain' });
      return;
    }
    send(200, await readFile(path.join(dist, 'index.html')), {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
    });
  });

  server.listen(port, host, () => {
    console.log(`Preview of ${path.relative(root, dist) || '.'} on http://${host}:${port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
