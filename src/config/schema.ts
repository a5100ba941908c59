import * as v from 'valibot';

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'));

export const languageSchema = v.picklist(['en', 'nb']);
export type Language = v.InferOutput<typeof languageSchema>;

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
    attribution: v.string(),
    center: v.tuple([
      v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    ]),
    zoom: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
  }),
  languages: v.optional(v.pipe(v.array(languageSchema), v.minLength(1)), ['en', 'nb']),
});

export type AppConfig = v.InferOutput<typeof appConfigSchema>;
