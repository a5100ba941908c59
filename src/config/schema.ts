import * as v from 'valibot';
import { parseAttribution } from './attribution';

/** Plain http is accepted only for a service on this machine (the sandbox). */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

function isSecureOrLocal(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** An API or identity provider address: https, or http on localhost / 127.0.0.1 only. */
const httpUrl = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https?:\/\//, 'must be an http(s) URL'),
  v.check(isSecureOrLocal, 'must use https (http only for localhost and 127.0.0.1)'),
);

export const languageSchema = v.picklist(['en', 'nb']);
export type Language = v.InferOutput<typeof languageSchema>;

/** The UI languages when config.json names none (also what the first paint offers before it). */
export const DEFAULT_LANGUAGES = ['en', 'nb'] as const;

export const appConfigSchema = v.object({
  catalogueBaseUrl: httpUrl,
  ordersBaseUrl: httpUrl,
  oidc: v.object({
    authority: httpUrl,
    clientId: v.pipe(v.string(), v.minLength(1)),
    scope: v.optional(v.pipe(v.string(), v.minLength(1)), 'openid profile organization:*'),
    resource: v.optional(httpUrl),
  }),
  organizationClaim: v.optional(v.pipe(v.string(), v.minLength(1)), 'organization'),
  map: v.object({
    tileUrl: v.pipe(v.string(), v.minLength(1)),
    /** Text and plain http(s) links only (see ./attribution.ts). */
    attribution: v.pipe(v.string(), v.transform(parseAttribution)),
    center: v.tuple([
      v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    ]),
    zoom: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
  }),
  languages: v.optional(v.pipe(v.array(languageSchema), v.minLength(1)), [...DEFAULT_LANGUAGES]),
});

export type AppConfig = v.InferOutput<typeof appConfigSchema>;
