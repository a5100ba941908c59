import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequireOrganization } from '../../auth';
import { renderApp, type TestOrganization } from '../../test/renderApp';
import { ClimatePage } from './ClimatePage';

const us = { id: 'org-us', name: 'Gjenbruk Oslo AS' };
const figures = (savings: number) => ({
  solutionId: 7,
  categoryId: 70,
  solutionName: 'Door refurbishment',
  categoryName: 'Doors',
  co2eData: {
    savings,
    total: 2,
    unit: 'kgCO2e',
    impactCategory: 'climateChange',
    status: 'VERIFIED',
  },
  functionalUnit: { amount: 12, unit: 'm2' },
});
const approved = (id: number, updatedAt = '2026-10-01T10:00:00Z') => ({
  id,
  name: `Order ${String(id)}`,
  state: 'APPROVED',
  updatedAt,
  customer: { id: 'org-them', name: 'Byggherre Vest AS' },
  supplier: us,
  lines: [figures(1200.5), { solutionId: 8, categoryId: 80, solutionName: 'Sorting' }],
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

function renderClimate(
  delivered: unknown[],
  language: 'en' | 'nb' = 'en',
  search = '',
  organization: TestOrganization = us,
) {
  const server = api(delivered);
  renderApp(
    <RequireOrganization>
      <ClimatePage />
    </RequireOrganization>,
    {
      language,
      path: '/workspace/climate',
      url: `/workspace/climate${search}`,
      fetch: server.fetch,
      organizations: [organization],
    },
  );
  return server;
}

describe('ClimatePage opens on what exists', { timeout: 30_000 }, () => {
  it('opens on "Delivered by us" when nothing was ordered by us, and keeps a side chosen by hand', async () => {
    const server = renderClimate([approved(1), approved(2)], 'en', '?period=2026');
    expect(await screen.findByText('2 approved orders, 4 lines, 2 without figures')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Delivered by us/ })).toBeChecked();
    expect(server.roles).toEqual(['customer', 'supplier']);

    await userEvent.setup().click(screen.getByRole('radio', { name: /Ordered by us/ }));
    expect(
      await screen.findByText('No approved orders yet where you are the customer.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Ordered by us/ })).toBeChecked();
  });

  it('opens on the side the organisation’s claim names, reading only that side', async () => {
    const supplier = { ...us, attributes: { orderRoles: ['supplier'] } };
    const server = renderClimate([approved(1)], 'en', '?period=2026', supplier);
    expect(await screen.findByText('1 approved order, 2 lines, 1 without figures')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Delivered by us/ })).toBeChecked();
    expect(server.roles).toEqual(['supplier']);
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

describe('ClimatePage reports a period', { timeout: 30_000 }, () => {
  it('totals per impact category and unit with the lines behind them; lines without figures listed', async () => {
    renderClimate(
      [approved(1, '2026-02-10T10:00:00Z'), approved(2, '2026-03-31T23:00:00Z'), approved(3)],
      'en',
      '?side=supplier&period=2026-Q1',
    );
    expect(await screen.findByText('2 approved orders, 4 lines, 2 without figures')).toBeVisible();
    expect(screen.getByText('Q1 2026')).toBeVisible();
    const measure = screen.getByRole('region', { name: 'Climate change, kg CO₂e' });
    expect(measure).toHaveTextContent('Saving against buying new2,401 kg CO₂e from 2 order lines');
    expect(measure).toHaveTextContent('Emission of the services4 kg CO₂e from 2 order lines');
    expect(within(measure).getByRole('table', { name: 'By customer' })).toHaveTextContent(
      'Byggherre Vest AS42,4012',
    );
    const lines = screen.getByRole('table', { name: /order lines behind the totals/ });
    expect(within(lines).getAllByText('No climate figures')).toHaveLength(2);
    expect(within(lines).getAllByRole('link', { name: 'Door refurbishment' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/services\/7\?/),
    );
    expect(within(lines).getAllByText('Verified')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download spreadsheet (CSV)' })).toBeVisible();
  });

  it('says in one sentence that no order was approved in the period, in Bokmål too', async () => {
    renderClimate([approved(1)], 'nb', '?side=supplier&period=2025-03');
    expect(
      await screen.findByText('Ingen bestilling vi leverte, ble godkjent i mars 2025.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('changes the period from its controls: kind, then quarter', async () => {
    renderClimate([approved(1)], 'en', '?side=supplier&period=2026');
    expect(await screen.findByText('1 approved order, 2 lines, 1 without figures')).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind of period'), 'Quarter');
    expect(await screen.findByText('No order we delivered was approved in Q1 2026.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Quarter'), 'Q4');
    expect(await screen.findByText('Q4 2026')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Kind of period'), 'From–to');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-31');
  });
});
