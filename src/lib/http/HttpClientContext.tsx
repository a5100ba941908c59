import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from './client';

const HttpClientContext = createContext<HttpClient | null>(null);

export function HttpClientProvider({
  client,
  children,
}: {
  client: HttpClient;
  children: ReactNode;
}) {
  return <HttpClientContext value={client}>{children}</HttpClientContext>;
}

/** The app's single HTTP client (created in app/ with config, auth and language). */
export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttpClient must be used inside <HttpClientProvider>');
  return client;
}
