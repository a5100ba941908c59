import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProvidersPage } from './ProvidersPage';
import { renderApp } from '../../test/renderApp';

/** Providers 25 a page, continued by a token (Google's `nextPageToken` → `pageToken`). */
const PROVIDERS = Array.from({ length: 30 }, (_, i) => ({
  id: `org-${String(i + 1)}`,
  name: `Provider ${String(i + 1)} AS`,
}));

function tokenServer() {
  const asked: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const token = url.searchParams.get('pageToken');
    asked.push(token);
    const from = token === null ? 0 : Number(atob(token));
    const body = {
      providers: PROVIDERS.slice(from, from + 25),
      ...(from + 25 < PROVIDERS.length ? { nextPageToken: btoa(String(from + 25)) } : {}),
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
  return { fetch, asked };
}

describe('ProvidersPage on a server that pages providers by a token', () => {
  it('lists every provider, the second page reached by the token sent back', async () => {
    const { fetch, asked } = tokenServer();
    renderApp(<ProvidersPage />, { fetch, path: '/providers', url: '/providers' });

    expect(await screen.findByText('30 providers')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Provider 30 AS' })).toBeInTheDocument();
    expect(asked).toEqual([null, btoa('25')]);
  });
});
