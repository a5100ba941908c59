import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequireOrganization } from '../../auth';
import { renderApp } from '../../test/renderApp';
import { ClimatePage } from './ClimatePage';

const us = { id: 'org-us', name: 'Gjenbruk Oslo AS' };
const approved = (id: number) => ({
  id,
  name: `Order ${String(id)}`,
  state: 'APPROVED',
  updatedAt: '2026-10-01T10:00:00Z',
  customer: { id: 'org-them', name: 'Byggherre Vest AS' },
  supplier: us,
  lines: [],
  _links: { self: { href: `/services/v1/orders/${String(id)}` } },
});

/** The orders API: our approved orders as the supplier are `delivered`; none as the customer. */
function api(delivered: unknown[]) {
  const roles: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    roles.push(url.searchParams.get('role'));
    const orders = url.searchParams.get('role') === 'supplier' ? delivered : [];
    return Promise.resolve(
      new Response(JSON.stringify({ _embedded: { orders } }), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(orders.length) },
      }),
    );
  };
  return { roles, fetch };
}

function renderClimate(delivered: unknown[], language: 'en' | 'nb' = 'en') {
  const server = api(delivered);
  renderApp(
    <RequireOrganization>
      <ClimatePage />
    </RequireOrganization>,
    {
      language,
      path: '/workspace/climate',
      url: '/workspace/climate',
      fetch: server.fetch,
      organizations: [us],
    },
  );
  return server;
}

describe('ClimatePage opens on what exists', { timeout: 30_000 }, () => {
  it('knows us written as a resource name, and says which orders name us on neither side', async () => {
    const named = {
      ...approved(1),
      supplier: { name: 'organizations/org-us', displayName: us.name },
    };
    const unnamed = { ...approved(2), supplier: { displayName: us.name } };
    renderClimate([named, unnamed]);
    expect(await screen.findByText('Based on 2 approved orders.')).toBeVisible();
    expect(screen.getByText(/^1 of these orders does not say which side we are on/)).toBeVisible();
  });

  it('opens on "Delivered by us" when nothing was ordered by us, and keeps a side chosen by hand', async () => {
    const server = renderClimate([approved(1), approved(2)]);
    expect(await screen.findByText('Based on 2 approved orders.')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Delivered by us/ })).toBeChecked();
    expect(server.roles).toEqual(['customer', 'supplier']);

    await userEvent.setup().click(screen.getByRole('radio', { name: /Ordered by us/ }));
    expect(
      await screen.findByText('No approved orders yet where you are the customer.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Ordered by us/ })).toBeChecked();
  });

  it('says so once when neither side has approved orders', async () => {
    renderClimate([]);
    expect(
      await screen.findByText('No approved orders yet, neither ordered nor delivered by you.'),
    ).toBeVisible();
  });

  it('speaks Norwegian Bokmål', async () => {
    renderClimate([], 'nb');
    expect(
      await screen.findByText(
        'Ingen godkjente bestillinger ennå, verken bestilt eller levert av dere.',
      ),
    ).toBeVisible();
  });
});
