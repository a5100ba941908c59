import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { bindPlatform, createHttpClient } from '../../lib/http';
import { I18nProvider, type Language } from '../../lib/i18n';
import { ConfigProvider, parseConfig } from '../../config';

export const testConfig = parseConfig({
  catalogueBaseUrl: 'https://catalogue.test/orgadmin/v1',
  ordersBaseUrl: 'https://orders.test/services/v1',
  oidc: { authority: 'https://auth.test/realms/sandbox', clientId: 'web' },
  map: {
    tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
    attribution: 'Tiles',
    center: [63, 10],
    zoom: 5,
  },
});

export interface RenderOptions {
  language?: Language;
  /** Where the router starts. */
  url?: string;
  /** The fetch the HTTP client uses; by default any request fails the test. */
  fetch?: typeof fetch;
  /** Extra routes next to the one that renders `ui` at `path`. */
  path?: string;
  routes?: RouteObject[];
}

const noRequests: typeof fetch = (input) => {
  const url = input instanceof Request ? input.url : input.toString();
  throw new Error(`unexpected request in a component test: ${url}`);
};

/** Renders a catalogue component with the app's providers: config, i18n, query (with the platform bound), router. */
export function renderCatalogue(ui: ReactElement, options: RenderOptions = {}) {
  const language = options.language ?? 'en';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createHttpClient({
    apiOrigins: [],
    getLanguage: () => language,
    fetch: options.fetch ?? noRequests,
    sleep: () => Promise.resolve(),
  });
  bindPlatform(queryClient, {
    http: client,
    catalogueBaseUrl: testConfig.catalogueBaseUrl,
    ordersBaseUrl: testConfig.ordersBaseUrl,
  });
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element: ui }, ...(options.routes ?? [])],
    { initialEntries: [options.url ?? '/'] },
  );
  const wrap = (children: ReactNode) => (
    <ConfigProvider config={testConfig}>
      <I18nProvider languages={['en', 'nb']} initial={language}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </ConfigProvider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router, queryClient };
}
