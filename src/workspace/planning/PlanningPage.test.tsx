import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { RequireOrganization } from '../../auth';
import { recordedConfig, renderApp } from '../../test/renderApp';
import { loadRecording, playback } from '../../test/recordedApi';
import json from '../../test/recorded/planning.json';
import { PlanningPage } from './PlanningPage';

/** The sandbox's answers to the supplier's accepted, planned and in-progress orders. */
const recording = loadRecording(json);
const orderSchema = v.object({
  id: v.number(),
  name: v.string(),
  supplier: v.object({ id: v.string(), name: v.string() }),
});
const orders = recording.exchanges.flatMap(
  (exchange) =>
    v.parse(v.object({ _embedded: v.object({ orders: v.array(orderSchema) }) }), exchange.body)
      ._embedded.orders,
);
const supplier = orders[0]?.supplier ?? { id: '', name: '' };

// A page waits for several answers and lazy parts: generous on a loaded machine.
describe('PlanningPage on the sandbox’s recorded answers', { timeout: 30_000 }, () => {
  it('shows every order the API listed, once, in the table view', async () => {
    const api = playback(recording);
    renderApp(
      <RequireOrganization>
        <PlanningPage />
      </RequireOrganization>,
      {
        path: '/workspace/planning',
        url: '/workspace/planning?view=table',
        config: recordedConfig(recording.origin),
        fetch: api.fetch,
        organizations: [supplier],
      },
    );
    const table = await screen.findByRole('table', { name: 'Planned work as a table' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(orders.length);
    for (const order of orders) {
      expect(within(table).getByRole('link', { name: order.name })).toHaveAttribute(
        'href',
        `/orders/${String(order.id)}`,
      );
    }
    expect(api.missed).toEqual([]);
  });
});
