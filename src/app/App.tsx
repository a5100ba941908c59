import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createAuthController, SessionProvider, type AuthController } from '../auth';
import { ConfigProvider, type AppConfig } from '../config';
import { bindPlatform, createHttpClient } from '../lib/http';
import { I18nProvider, useI18n } from '../lib/i18n';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './router';

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Query cache and the one HTTP client (language, credentials, one renewal on 401). */
function DataProviders({
  config,
  controller,
  children,
}: {
  config: AppConfig;
  controller: AuthController;
  children: ReactNode;
}) {
  const { language } = useI18n();
  const [queryClient] = useState(createQueryClient);

  // Switching organisation or signing out drops every organisation-scoped query.
  useEffect(
    () =>
      controller.onOrganizationDataInvalidated(() => {
        queryClient.removeQueries({ queryKey: ['org'] });
      }),
    [controller, queryClient],
  );

  const httpClient = useMemo(
    () =>
      createHttpClient({
        apiOrigins: [originOf(config.ordersBaseUrl), originOf(config.catalogueBaseUrl)],
        getLanguage: () => language,
        getCredentials: controller.getCredentials,
        onUnauthorized: controller.renew,
      }),
    [config, controller, language],
  );

  // Queries and mutations take the client and the API bases from their own context
  // (`platformOf(client)`, src/lib/http/platform.ts). Bound before any query of this render fetches:
  // queries start fetching in effects, and layout effects run before every passive effect.
  const platform = useMemo(
    () => ({
      http: httpClient,
      catalogueBaseUrl: config.catalogueBaseUrl,
      ordersBaseUrl: config.ordersBaseUrl,
    }),
    [httpClient, config],
  );
  useLayoutEffect(() => bindPlatform(queryClient, platform), [queryClient, platform]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Creates the app's long-lived objects once, outside React (StrictMode renders twice). */
export function createAppServices(config: AppConfig) {
  const controller = createAuthController({
    authority: config.oidc.authority,
    clientId: config.oidc.clientId,
    scope: config.oidc.scope,
    resource: config.oidc.resource,
    organizationClaim: config.organizationClaim,
  });
  return { controller };
}

export function App({
  config,
  controller,
}: { config: AppConfig } & ReturnType<typeof createAppServices>) {
  return (
    <ConfigProvider config={config}>
      <I18nProvider languages={config.languages}>
        <SessionProvider controller={controller}>
          <DataProviders config={config} controller={controller}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </DataProviders>
        </SessionProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
