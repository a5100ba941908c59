#!/usr/bin/env node
// Serves the production build (dist/) like a static host would, with an SPA fallback and the
// production security headers (CSP built from the served config.json's origins and the hash of the
// build's inline script; restart after a new build). Text responses are compressed (brotli or
// gzip, after Accept-Encoding; hashed assets once per build, the rest once per content); hashed
// files under /assets/ are cached as immutable, everything else is revalidated.
//
// Environment: PREVIEW_PORT (4173), PREVIEW_HOST (127.0.0.1), PREVIEW_DIST (dist),
// PREVIEW_CONFIG (a config.json to serve instead of the one in dist/).
import { createServer } from 'node:http';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, securityHeaders } from './csp.mjs';

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

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const compressedCache = new Map();
// Hashed assets compressed once per build, not once per server: several servers (one per test
// stack) then share the work, which at brotli's best quality is seconds of CPU per build.
const diskCache = path.join(root, 'node_modules', '.cache', 'preview-compressed');

function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}

/** A hashed asset's compressed bytes: from memory, else the disk cache, else compressed now. */
async function compressedAsset(body, encoding, assetPath) {
  const file = path.join(diskCache, `${encoding}-${path.basename(assetPath)}`);
  try {
    return await readFile(file);
  } catch {
    const compressed = compress(body, encoding);
    try {
      await mkdir(diskCache, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, compressed);
      await rename(partial, file);
    } catch {
      // A cache that cannot be written only costs time.
    }
    return compressed;
  }
}

/**
 * The body in the best encoding the client accepts (br, then gzip), with its headers. `assetPath`
 * names a hashed asset (its bytes never change under that name): compressed once and kept.
 */
async function encode(req, body, type, assetPath) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const vary = { Vary: 'Accept-Encoding' };
  if (!COMPRESSIBLE.test(type) || body.length < 512) return { body, headers: vary };
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return { body, headers: vary };
  let compressed;
  if (assetPath === undefined) {
    // index.html and config.json, asked for on every load: compressed once per content (brotli's
    // best quality is about 10 ms of CPU for index.html).
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    compressed = compressedCache.get(key);
    if (!compressed) {
      compressed = compress(body, encoding);
      compressedCache.set(key, compressed);
    }
  } else {
    const key = `${encoding}:${assetPath}`;
    compressed = compressedCache.get(key);
    if (!compressed) {
      compressed = await compressedAsset(body, encoding, assetPath);
      compressedCache.set(key, compressed);
    }
  }
  return { body: compressed, headers: { ...vary, 'Content-Encoding': encoding } };
}

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
  // The build's inline script (the static first paint's) runs by its hash (scripts/csp.mjs).
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  const headers = securityHeaders(config, { scriptHashes: inlineScriptHashes(index) });

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
      const encoded = await encode(req, Buffer.from(configText), TYPES['.json']);
      send(200, encoded.body, {
        'Content-Type': TYPES['.json'],
        'Cache-Control': 'no-cache',
        ...encoded.headers,
      });
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
      const type = TYPES[ext] ?? 'application/octet-stream';
      // Hashed assets never change under one name; other files may (a new build).
      const key = pathname.startsWith('/assets/') ? pathname : undefined;
      const encoded = await encode(req, await readFile(file), type, key);
      send(200, encoded.body, { 'Content-Type': type, 'Cache-Control': cache, ...encoded.headers });
      return;
    }
    // A missing file with an extension (or under /assets) is a real 404, not a page.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
      send(404, 'Not found', { 'Content-Type': 'text/plain' });
      return;
    }
    const page = await encode(req, await readFile(path.join(dist, 'index.html')), TYPES['.html']);
    send(200, page.body, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      ...page.headers,
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
