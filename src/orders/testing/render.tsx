import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ConfigProvider, parseConfig } from '../../config';
import { bindPlatform, createHttpClient } from '../../lib/http';
import { I18nProvider, type Language } from '../../lib/i18n';
import { API_BASE } from './fixtures';

/** Renders a presentational orders component in a language (no network, no router). */
export function renderInLanguage(ui: ReactElement, language: Language = 'en') {
  return render(
    <I18nProvider languages={['en', 'nb']} initial={language}>
      {ui}
    </I18nProvider>,
  );
}

/**
 * A query client with the platform bound as the app binds it (src/app/App.tsx): the one HTTP
 * client, on `fetchImpl` (a test's recorder of requests; it answers nothing by default).
 */
export function testQueryClient(fetchImpl: typeof fetch = () => new Promise<Response>(() => {})) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const http = createHttpClient({
    apiOrigins: [new URL(API_BASE).origin],
    getLanguage: () => 'en',
    getCredentials: () =>
      Promise.resolve({ accessToken: 'test-token', organizationId: 'supp-org' }),
    fetch: fetchImpl,
    sleep: () => Promise.resolve(),
  });
  bindPlatform(queryClient, { http, catalogueBaseUrl: API_BASE, ordersBaseUrl: API_BASE });
  return queryClient;
}

/** {@link renderInLanguage} inside a query client (components that hold a mutation). */
export function renderWithQueries(
  ui: ReactElement,
  queryClient: QueryClient = testQueryClient(),
  language: Language = 'en',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderInLanguage(wrapper({ children: ui }), language);
}

/** The app's config for orders components that read it (the API base of {@link testQueryClient}). */
export const ordersTestConfig = parseConfig({
  catalogueBaseUrl: API_BASE,
  ordersBaseUrl: API_BASE,
  oidc: { authority: 'https://auth.test/realms/sandbox', clientId: 'web' },
  map: {
    tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
    attribution: 'Tiles',
    center: [63, 10],
    zoom: 5,
  },
});

/** {@link renderWithQueries} with the config and a router (components that link or read config). */
export function renderWithApp(ui: ReactElement, queryClient: QueryClient = testQueryClient()) {
  return renderWithQueries(
    <ConfigProvider config={ordersTestConfig}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ConfigProvider>,
    queryClient,
  );
}
