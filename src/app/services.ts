// Not through the index, which is in the entry (so would this be): loaded beside config.json.
import { createAuthController } from '../auth/createAuthController';
import type { AppConfig } from '../config';
import { parseConfig } from '../config/parseConfig';
import { bindPlatform, createHttpClient } from '../lib/http';
import { initialLanguage, type Language } from '../lib/i18n';
import { createQueryClient } from './queryClient';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Creates the app's long-lived objects once, outside React (StrictMode renders twice), as soon as
 * config.json is known: the session, the query cache and the one HTTP client (language,
 * credentials, one renewal on 401), bound to the cache. The routes' loaders start their pages'
 * queries with it (main.tsx hands it to the router), before React renders. main.tsx loads this
 * module beside config.json, not in the entry: nothing of it is needed before config.json is there.
 */
export function createAppServices(config: AppConfig) {
  const controller = createAuthController({
    authority: config.oidc.authority,
    clientId: config.oidc.clientId,
    scope: config.oidc.scope,
    resource: config.oidc.resource,
    organizationClaim: config.organizationClaim,
  });
  const queryClient = createQueryClient();
  // Switching organisation or signing out drops every organisation-scoped query.
  controller.onOrganizationDataInvalidated(() => {
    queryClient.removeQueries({ queryKey: ['org'] });
  });
  // The language the app starts in (I18nProvider decides it the same way, when it mounts);
  // DataProviders keeps it current.
  let language = initialLanguage(config.languages);
  const http = createHttpClient({
    apiOrigins: [originOf(config.ordersBaseUrl), originOf(config.catalogueBaseUrl)],
    getLanguage: () => language,
    getCredentials: controller.getCredentials,
    onUnauthorized: controller.renew,
  });
  // Queries and mutations take the client and the API bases from their own context
  // (`platformOf(client)`, src/lib/http/platform.ts).
  bindPlatform(queryClient, {
    http,
    catalogueBaseUrl: config.catalogueBaseUrl,
    ordersBaseUrl: config.ordersBaseUrl,
    organization: (id) => controller.getSnapshot().organizations.find((one) => one.id === id),
  });
  return {
    controller,
    queryClient,
    language: () => language,
    setLanguage: (next: Language) => {
      language = next;
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** The services from config.json, validated here (else a `ConfigError`), not in the entry. */
export function startServices(raw: unknown) {
  const config = parseConfig(raw);
  return { config, ...createAppServices(config) };
}
