/**
 * The bare page that `bench/lighthouse-first-load.bench.ts` measures `/` against: the same
 * packages (React, React Router, TanStack Query), the same `/config.json`, a heading, a lead and
 * the first 20 services from the catalogue. Nothing else: no styles, no i18n, no tree, no map.
 * Never part of the app's build.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

interface Service {
  id: string;
  name: string;
  provider: string;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
  return response.json();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function firstServices(): Promise<Service[]> {
  const config = await getJson('/config.json');
  const base = isRecord(config) ? config.catalogueBaseUrl : undefined;
  if (typeof base !== 'string') throw new Error('config.json names no catalogueBaseUrl');
  const body = await getJson(`${base}/solutions?pageNumber=0&pageSize=20`);
  const embedded = isRecord(body) && isRecord(body._embedded) ? body._embedded : {};
  const items = Array.isArray(body) ? body : (Object.values(embedded).find(Array.isArray) ?? []);
  return items.filter(isRecord).map((item) => ({
    id: String(item.id),
    name: typeof item.name === 'string' ? item.name : '',
    provider: typeof item.organizationName === 'string' ? item.organizationName : '',
  }));
}

function ServiceList() {
  const services = useQuery({ queryKey: ['bare', 'services'], queryFn: firstServices });
  if (services.isPending) return <p>Loading services…</p>;
  if (services.isError) return <p role="alert">{services.error.message}</p>;
  return (
    <ul>
      {services.data.map((service) => (
        <li key={service.id}>
          {service.name} ({service.provider})
        </li>
      ))}
    </ul>
  );
}

function BarePage() {
  return (
    <main>
      <h1>Find a circular service</h1>
      <p>
        Choose the kind of object you have, and see who can recover, repair, upgrade or reuse it
        near you.
      </p>
      <ServiceList />
    </main>
  );
}

createRoot(document.getElementById('root') ?? document.body).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<BarePage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
