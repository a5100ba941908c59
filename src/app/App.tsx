import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../auth';
import { ConfigProvider, type AppConfig } from '../config';
import { I18nProvider, useI18n, type Language } from '../lib/i18n';
import type { AppRouter } from './router';
import type { AppServices } from './services';

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
