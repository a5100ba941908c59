import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RequireOrganization } from '../../auth';
import { renderApp } from '../../test/renderApp';
import { ServicesPage } from './ServicesPage';

const us = { id: 'org-us', name: 'Gjenbruk Oslo AS' };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function renderServices(serve: (url: URL) => Response) {
  const fetch: typeof globalThis.fetch = (input) =>
    Promise.resolve(serve(new URL(input instanceof Request ? input.url : input.toString())));
  renderApp(
    <RequireOrganization>
      <ServicesPage />
    </RequireOrganization>,
    { path: '/workspace/services', url: '/workspace/services', fetch, organizations: [us] },
  );
}

describe('ServicesPage reads what a server leaves out as its default', () => {
  it.each([{}, { nextPageToken: '' }, { services: null, totalSize: null }])(
    'an answer %j is no services, not an error',
    async (body) => {
      renderServices(() => json(body));
      expect(await screen.findByText('Your organisation has no services yet.')).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('walks every page, and a service without its visibility is not public', async () => {
    renderServices((url) =>
      url.searchParams.get('pageToken') === 'p2'
        ? json({ services: [{ id: 2, name: 'Repair', public: true }] })
        : json({ services: [{ id: 1, name: 'Reuse' }], nextPageToken: 'p2' }),
    );
    expect(await screen.findByRole('article', { name: 'Repair' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Reuse' })).toHaveTextContent('Not public');
  });

  it('says an answer whose list is not a list could not be read', async () => {
    renderServices(() => json({ services: 'none' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
