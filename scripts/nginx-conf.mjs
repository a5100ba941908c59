#!/usr/bin/env node
// The production web server set-up: an nginx configuration generated from the app's runtime
// config.json, with the same security headers as scripts/preview.mjs (scripts/csp.mjs), hashed
// assets cached as immutable, index.html and config.json revalidated, gzip and brotli, and the SPA
// fallback. The browser journeys serve the build with it (tests/e2e/production-nginx.spec.ts).
//
//   node scripts/nginx-conf.mjs --config dist/config.json --root /srv/circular/dist > site.conf
//   node scripts/nginx-conf.mjs --config /etc/circular/config.json --serve-config yes --root … > …
//   node scripts/nginx-conf.mjs --config … --root … --port 8088 --standalone /tmp/nginx > nginx.conf
//
// Without --standalone it prints a `server { … }` block for /etc/nginx/sites-enabled/; with it, a
// whole nginx.conf that runs unprivileged from the given directory (pid, logs, temp files).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes, securityHeaders } from './csp.mjs';

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/plain',
];

/** An nginx string literal: double-quoted, with `"`, `\` and `$` escaped. */
function quote(value) {
  return `"${String(value).replace(/["\\$]/g, (c) => `\\${c}`)}"`;
}

/** `add_header` lines for every response (nginx drops outer ones in a location that has its own). */
function headerLines(headers, cacheControl, indent) {
  return [...Object.entries(headers), ['Cache-Control', cacheControl]]
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

/**
 * The `server` block. `root` is the absolute path of the build (dist/, read for the hashes of
 * index.html's inline scripts in the Content-Security-Policy); `config` the parsed
 * config.json it serves (its origins go into the Content-Security-Policy); `configFile`, when
 * given, the absolute path of that config.json outside the build (else the build's own is served).
 */
export function serverBlock({
  config,
  root,
  configFile,
  port = 80,
  serverName = '_',
  brotli = true,
}) {
  for (const [name, value] of [
    ['root', root],
    ['config file', configFile ?? '/'],
  ]) {
    if (!path.isAbsolute(value)) throw new Error(`The ${name} must be an absolute path: ${value}`);
  }
  // The policy allows the build's inline script by its hash: generate this after each build.
  let index;
  try {
    index = readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    throw new Error(`No build in ${root} (index.html): build first, its inline script is hashed`);
  }
  const headers = securityHeaders(config, { scriptHashes: inlineScriptHashes(index) });
  const i2 = '        ';
  return `server {
    listen ${port};
    server_name ${serverName};
    root ${quote(root)};
    index index.html;
    server_tokens off;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 256;
    gzip_types ${COMPRESSIBLE.join(' ')};
${
  brotli
    ? `    brotli on;
    brotli_comp_level 6;
    brotli_min_length 256;
    brotli_types ${COMPRESSIBLE.join(' ')};
    brotli_static on;
`
    : ''
}    gzip_static on;

    # Hashed file names (Vite's assets/): a new build gives new names, so cache them for a year.
    location /assets/ {
        try_files $uri =404;
${headerLines(headers, 'public, max-age=31536000, immutable', i2)}
    }

    # The runtime configuration: read again on every load, so a change takes effect at once.
    location = /config.json {
        ${configFile ? `alias ${quote(configFile)};` : 'try_files $uri =404;'}
${headerLines(headers, 'no-cache', i2)}
    }

    # Every other address is the app (client-side routes): index.html, revalidated each time.
    location / {
        try_files $uri /index.html;
${headerLines(headers, 'no-cache', i2)}
    }
}
`;
}

/**
 * A whole nginx.conf that runs from `prefix` (for tests and local checks). `user` ("name group"),
 * when given, is the user its workers run as: started by root, nginx runs them as `nobody`
 * otherwise, who may not reach a build inside a private directory (a home of mode 0700).
 */
export function standaloneConfig({
  prefix,
  modulesDir = '/usr/lib/nginx/modules',
  user,
  ...server
}) {
  const load =
    server.brotli === false
      ? ''
      : `load_module ${modulesDir}/ngx_http_brotli_filter_module.so;
load_module ${modulesDir}/ngx_http_brotli_static_module.so;
`;
  return `${load}${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${quote(path.join(prefix, 'nginx.pid'))};
error_log ${quote(path.join(prefix, 'error.log'))} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${quote(path.join(prefix, 'body'))};
    proxy_temp_path ${quote(path.join(prefix, 'proxy'))};
    fastcgi_temp_path ${quote(path.join(prefix, 'fastcgi'))};
    uwsgi_temp_path ${quote(path.join(prefix, 'uwsgi'))};
    scgi_temp_path ${quote(path.join(prefix, 'scgi'))};
    sendfile on;
${serverBlock(server)
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}}
`;
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, '');
    const value = argv[i + 1];
    if (!key || value === undefined) throw new Error(`Missing value for ${argv[i]}`);
    options[key] = value;
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (!args.config || !args.root) throw new Error('--config and --root are required');
    const config = JSON.parse(readFileSync(args.config, 'utf8'));
    const common = {
      config,
      root: path.resolve(args.root),
      configFile: args['serve-config'] === 'yes' ? path.resolve(args.config) : undefined,
      port: Number(args.port ?? (args.standalone ? 8088 : 80)),
      serverName: args['server-name'] ?? '_',
      brotli: args.brotli !== 'off',
    };
    process.stdout.write(
      args.standalone
        ? standaloneConfig({ ...common, prefix: path.resolve(args.standalone) })
        : serverBlock(common),
    );
  } catch (error) {
    console.error(`nginx-conf: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
