import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../auth';
import { ConfigProvider, type AppConfig } from '../config';
import { I18nProvider, useI18n } from '../lib/i18n';
import type { AppRouter } from './router';
import type { AppServices } from './services';

/** The query cache, with the HTTP client's `Accept-Language` following the chosen language. */
function DataProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const { language } = useI18n();
  // Before any query of this render fetches: queries start fetching in effects, and layout effects
  // run before every passive effect. Queries in another language have other keys.
  useLayoutEffect(() => services.setLanguage(language), [services, language]);
  return <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>;
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
    <ConfigProvider config={config}>
      <I18nProvider languages={config.languages}>
        <SessionProvider controller={services.controller}>
          <DataProviders services={services}>
            <RouterProvider router={router} />
          </DataProviders>
        </SessionProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
