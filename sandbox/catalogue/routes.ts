/**
 * The catalogue service at `/orgadmin/v1`: the open endpoints of spec 4.2 (`/solutions`,
 * `/categories`, `/providers`) and the organisation-scoped `GET /{orgId}/service` of spec 4.3.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { problem } from '../http/problem.ts';
import type { CatalogueData } from '../store/seed/types.ts';
import { cachedJson, strongEtag } from './http-cache.ts';
import { parseSolutionQuery } from './params.ts';
import { rateLimit } from './rate-limit.ts';
import {
  catalogueLanguage,
  categoryNode,
  providerResponse,
  solutionResponse,
  type CatalogueLanguage,
} from './records.ts';
import { createCatalogueIndex } from './search-index.ts';

export interface CatalogueRoutesDeps {
  catalogue: CatalogueData;
  /** Open-endpoint requests per minute per IP address. */
  rateLimit: number;
  requireUser: MiddlewareHandler<AppEnv>;
  requireOwner: MiddlewareHandler<AppEnv>;
}

export const PROVIDER_NAME_MIN_LENGTH = 2;

export function createCatalogueRoutes(deps: CatalogueRoutesDeps): Hono<AppEnv> {
  const index = createCatalogueIndex(deps.catalogue);
  const { catalogue } = index;
  const app = new Hono<AppEnv>();
  const limit = rateLimit(deps.rateLimit);

  // The taxonomy never changes while the sandbox runs: serialise it once per language.
  const categoriesJson = new Map<CatalogueLanguage, { body: string; etag: string }>();
  for (const language of ['en', 'nb'] as const) {
    const body = JSON.stringify(catalogue.taxonomy.map((root) => categoryNode(root, language)));
    categoriesJson.set(language, { body, etag: strongEtag(body) });
  }

  app.get('/solutions', limit, (c) => {
    const parsed = parseSolutionQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) {
      return problem(c, {
        status: 400,
        code: 'INVALID_PARAMETER',
        title: 'Invalid query parameter',
        detail: parsed.errors.map((e) => `${e.field}: ${e.code}`).join('; '),
        errors: parsed.errors,
      });
    }
    const language = catalogueLanguage(c.req.header('Accept-Language'));
    const page = index.search(parsed.query);
    const body = JSON.stringify(
      page.items.map((solution) =>
        solutionResponse(
          solution,
          index.providerOf(solution),
          catalogue.categoriesById.get(solution.categoryId),
          language,
        ),
      ),
    );
    const range =
      page.items.length === 0
        ? `items */${page.total}`
        : `items ${page.first}-${page.first + page.items.length - 1}/${page.total}`;
    return cachedJson(c, body, {
      'Content-Range': range,
      'X-Total-Count': String(page.total),
      'Content-Language': language,
    });
  });

  app.get('/categories', limit, (c) => {
    const language = catalogueLanguage(c.req.header('Accept-Language'));
    const cached = categoriesJson.get(language);
    if (cached === undefined) throw new Error(`no taxonomy for ${language}`);
    return cachedJson(c, cached.body, { 'Content-Language': language }, cached.etag);
  });

  app.get('/providers', limit, (c) => {
    const name = c.req.query('name');
    const needle = name?.trim().toLocaleLowerCase('nb');
    if (needle !== undefined && Array.from(needle).length < PROVIDER_NAME_MIN_LENGTH) {
      return problem(c, {
        status: 400,
        code: 'NAME_TOO_SHORT',
        title: 'Search text too short',
        detail: `Give at least ${PROVIDER_NAME_MIN_LENGTH} characters of the provider's name.`,
        errors: [{ field: 'name', code: 'TOO_SHORT' }],
      });
    }
    const matches = index.publicProviders.filter(
      ({ provider }) =>
        needle === undefined || provider.name.toLocaleLowerCase('nb').includes(needle),
    );
    const body = JSON.stringify(
      matches.map(({ provider, serviceCount }) => providerResponse(provider, serviceCount)),
    );
    return cachedJson(c, body, { 'X-Total-Count': String(matches.length) });
  });

  // Spec 4.3: all of one organisation's services, public and private, for its own members.
  app.get('/:orgId/service', deps.requireUser, deps.requireOwner, (c) => {
    const orgId = c.req.param('orgId');
    if (c.var.owner.id !== orgId) {
      return problem(c, {
        status: 403,
        code: 'OWNER_MISMATCH',
        title: 'Organisation mismatch',
        detail: 'X-auth-owner must name the organisation in the path.',
      });
    }
    const language = catalogueLanguage(c.req.header('Accept-Language'));
    const services = index.servicesOf(orgId).map((solution) => ({
      ...solutionResponse(
        solution,
        index.providerOf(solution),
        catalogue.categoriesById.get(solution.categoryId),
        language,
      ),
      public: solution.public,
    }));
    return c.json(services, 200, {
      'Cache-Control': 'private, no-store',
      'X-Total-Count': String(services.length),
      Vary: 'Authorization, X-auth-owner, Accept-Language',
    });
  });

  return app;
}
