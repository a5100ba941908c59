import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/App';
import { testSession, type TestOrganization } from '../auth/testing/testSession';
import type { AppConfig } from '../config';
import { parseConfig } from '../config/parseConfig';
import { bindPlatform, createHttpClient } from '../lib/http';
import type { Language } from '../lib/i18n';

/** The config of component tests; page tests on recorded answers pass `recordedConfig`. */
export const testConfig = configOn('https://catalogue.test', 'https://orders.test');

/** A config whose two API bases are on the origin the recorded answers are written against. */
export function recordedConfig(origin: string): AppConfig {
  return configOn(origin, origin);
}

function configOn(catalogueOrigin: string, ordersOrigin: string): AppConfig {
  return parseConfig({
    catalogueBaseUrl: `${catalogueOrigin}/orgadmin/v1`,
    ordersBaseUrl: `${ordersOrigin}/services/v1`,
    oidc: { authority: 'https://id.test/realms/sandbox', clientId: 'web' },
    map: {
      tileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
      attribution: 'Tiles',
      center: [63, 10],
      zoom: 5,
    },
  });
}

const noRequests: typeof fetch = (input) => {
  const url = input instanceof Request ? input.url : input.toString();
  throw new Error(`unexpected request in a component test: ${url}`);
};

/**
 * A query client as the app makes it for tests (`retry: false`), with the platform bound as
 * `createAppServices` binds it: the one HTTP client on `fetchImpl`, both API bases on `baseUrl`'s
 * origin, a fixed token for organisation `organizationId`. By default it answers nothing.
 */
export function testQueryClient(
  fetchImpl: typeof fetch = () => new Promise<Response>(() => {}),
  { baseUrl = 'http://127.0.0.1:8080/services/v1', organizationId = 'supp-org' } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const http = createHttpClient({
    apiOrigins: [new URL(baseUrl).origin],
    getLanguage: () => 'en',
    getCredentials: () => Promise.resolve({ accessToken: 'test-token', organizationId }),
    fetch: fetchImpl,
    sleep: () => Promise.resolve(),
  });
  bindPlatform(queryClient, { http, catalogueBaseUrl: baseUrl, ordersBaseUrl: baseUrl });
  return queryClient;
}

export type { TestOrganization };

export interface RenderAppOptions {
  language?: Language;
  /** Where the router starts. */
  url?: string;
  /** The route path that renders `ui` (default `/`). */
  path?: string;
  /** Extra routes next to it (where a page navigates to). */
  routes?: RouteObject[];
  config?: AppConfig;
  /** The fetch of the HTTP client; by default any request fails the test. */
  fetch?: typeof fetch;
  /** Signed in for these organisations (one: chosen at once); none: a visitor. */
  organizations?: readonly TestOrganization[];
  /** A query client of the test's own (with its platform bound); else one on `fetch`. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` as the app does, through its `AppProviders`: config, i18n, session (a real
 * controller, signed in by a test double of oidc-client-ts), the query cache with the platform
 * bound, and a memory router. The one render harness of component and page tests.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const initial = options.language ?? 'en';
  // What the HTTP client sends as Accept-Language: follows the language chosen, as in the app.
  let language = initial;
  const config = options.config ?? testConfig;
  const session = testSession(options.organizations ?? []);
  let queryClient = options.queryClient;
  if (queryClient === undefined) {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const http = createHttpClient({
      apiOrigins: [new URL(config.catalogueBaseUrl).origin, new URL(config.ordersBaseUrl).origin],
      getLanguage: () => language,
      getCredentials: session.controller.getCredentials,
      fetch: options.fetch ?? noRequests,
      sleep: () => Promise.resolve(),
    });
    const { controller } = session;
    bindPlatform(queryClient, {
      http,
      catalogueBaseUrl: config.catalogueBaseUrl,
      ordersBaseUrl: config.ordersBaseUrl,
      organization: (id) => controller.getSnapshot().organizations.find((one) => one.id === id),
    });
  }
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element: ui }, ...(options.routes ?? [])],
    { initialEntries: [options.url ?? '/'] },
  );
  const services = {
    controller: session.controller,
    queryClient,
    setLanguage: (next: Language) => {
      language = next;
    },
  };
  const result = render(
    <AppProviders config={config} services={services} language={initial}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, session: session.controller, ready: session.ready };
}
