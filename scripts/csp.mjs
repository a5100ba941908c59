// Builds the production security headers from the app's runtime config (config.json).
// Used by scripts/preview.mjs; docs/production.md shows the same policy for other hosts.

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

/** The Content-Security-Policy for a given config object (already parsed JSON). */
export function contentSecurityPolicy(config) {
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
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': [...images],
    'font-src': ["'self'"],
    'connect-src': [...connect],
    'frame-src': ["'none'"],
    // Same-origin workers only: the app's own number-formatting warm-up (docs/decisions/0170).
    'worker-src': ["'self'"],
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
export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
