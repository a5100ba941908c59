// Builds the production security headers from the app's runtime config (config.json) and the
// build's index.html (the hashes of its inline scripts).
// Used by scripts/preview.mjs; docs/production.md shows the same policy for other hosts.
import { createHash } from 'node:crypto';

/** The origin of an absolute http(s) URL, or null. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Source expression for a Leaflet tile URL template: `https://{s}.tile.example/{z}/{x}/{y}.png`
 * becomes `https://*.tile.example`; a template without a host (relative) needs nothing beyond 'self'.
 */
export function tileSource(template) {
  if (typeof template !== 'string') return null;
  const match = /^(https?:)\/\/([^/]+)/.exec(template);
  if (!match) return null;
  const [, scheme, host] = match;
  const wildHost = host.replace(/\{[^}]+\}/g, '*');
  if (/\*./.test(wildHost.replace(/^\*\./, ''))) return null; // only a leading wildcard label is valid
  return `${scheme}//${wildHost}`;
}

/**
 * A `'sha256-…'` source for each inline script of a page (a `<script>` without `src` that the
 * browser runs): the built index.html has one, the static first paint's
 * (docs/decisions/0006-routing-and-feature-routes.md). Only these exact texts may run inline.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy for a given config object (already parsed JSON); `scriptHashes`
 * (from `inlineScriptHashes` of the build's index.html) are the inline scripts it allows.
 */
export function contentSecurityPolicy(config, { scriptHashes = [] } = {}) {
  const connect = new Set(["'self'"]);
  for (const url of [config?.catalogueBaseUrl, config?.ordersBaseUrl, config?.oidc?.authority]) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  const images = new Set(["'self'", 'data:']);
  const tiles = tileSource(config?.map?.tileUrl);
  if (tiles) images.add(tiles);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': [...images],
    'font-src': ["'self'"],
    'connect-src': [...connect],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every header the production deployment sends with every response. */
export function securityHeaders(config, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
