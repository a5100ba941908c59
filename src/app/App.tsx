import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { createAuthController, SessionProvider } from '../auth';
import { ConfigProvider, type AppConfig } from '../config';
import { bindPlatform, createHttpClient } from '../lib/http';
import { I18nProvider, initialLanguage, useI18n, type Language } from '../lib/i18n';
import { createQueryClient } from './queryClient';
import type { AppRouter } from './router';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Creates the app's long-lived objects once, outside React (StrictMode renders twice), as soon as
 * config.json is known: the session, the query cache and the one HTTP client (language,
 * credentials, one renewal on 401), bound to the cache. The routes' loaders start their pages'
 * queries with it (main.tsx hands it to the router), before React renders.
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

/** The query cache, with the HTTP client's `Accept-Language` following the chosen language. */
function DataProviders({
  services,
  children,
}: {
  services: Pick<AppServices, 'queryClient' | 'setLanguage'>;
  children: ReactNode;
}) {
  const { language } = useI18n();
  // Before any query of this render fetches: queries start fetching in effects, and layout effects
  // run before every passive effect. Queries in another language have other keys.
  useLayoutEffect(() => services.setLanguage(language), [services, language]);
  return <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>;
}

/**
 * What every page renders in, in the app's order: config, i18n (starting in `language`, else as
 * I18nProvider chooses), the session, and the query cache following the chosen language. The app
 * and the component tests' `renderApp` both render through it.
 */
export function AppProviders({
  config,
  services,
  language,
  children,
}: {
  config: AppConfig;
  services: Pick<AppServices, 'controller' | 'queryClient' | 'setLanguage'>;
  language?: Language;
  children: ReactNode;
}) {
  return (
    <ConfigProvider config={config}>
      <I18nProvider languages={config.languages} initial={language}>
        <SessionProvider controller={services.controller}>
          <DataProviders services={services}>{children}</DataProviders>
        </SessionProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}

export function App({
  config,
  services,
  router,
}: {
  config: AppConfig;
  services: AppServices;
  router: AppRouter;
}) {
  return (
    <AppProviders config={config} services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
