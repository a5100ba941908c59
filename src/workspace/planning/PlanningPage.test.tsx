import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { RequireOrganization } from '../../auth';
import { WORK_STATES } from '../../orders';
import { recordedConfig, renderApp } from '../../test/renderApp';
import { loadRecording, playback } from '../../test/recordedApi';
import json from '../../test/recorded/planning.json';
import { PlanningPage } from './PlanningPage';

/** The sandbox's answers to the supplier's orders in its step states (the board keeps its work's). */
const recording = loadRecording(json);
const orderSchema = v.object({
  id: v.number(),
  name: v.string(),
  state: v.string(),
  supplier: v.object({ id: v.string(), name: v.string() }),
});
const listed = recording.exchanges.flatMap(
  (exchange) =>
    v.parse(v.object({ _embedded: v.object({ orders: v.array(orderSchema) }) }), exchange.body)
      ._embedded.orders,
);
// The demo supplier (Gjenbruk Oslo AS) supplies most of its open orders.
const supplier = listed.find((order) => order.supplier.name === 'Gjenbruk Oslo AS')?.supplier ?? {
  id: '',
  name: '',
};
/** What the board shows: our orders as the supplier, with the work accepted, planned or under way. */
const orders = listed.filter(
  (order) =>
    order.supplier.id === supplier.id && WORK_STATES.some((state) => state === order.state),
);

/** The board in its table view, on these answers, for the demo supplier. */
const renderBoard = (answers: typeof recording, fetch = playback(answers).fetch) =>
  renderApp(
    <RequireOrganization>
      <PlanningPage />
    </RequireOrganization>,
    {
      path: '/workspace/planning',
      url: '/workspace/planning?view=table',
      config: recordedConfig(answers.origin),
      fetch,
      organizations: [supplier],
    },
  );

// A page waits for several answers and lazy parts: generous on a loaded machine.
describe('PlanningPage on the sandbox’s recorded answers', { timeout: 30_000 }, () => {
  it('shows every order of our work the API listed, once, in the table view', async () => {
    expect(orders.length).toBeGreaterThan(0);
    const api = playback(recording);
    renderBoard(recording, api.fetch);
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

  /** The recording with every party rewritten by `rewrite`. */
  function rewritten(rewrite: (party: Record<string, unknown>) => Record<string, unknown>) {
    const copy = structuredClone(recording);
    const page = v.object({
      _embedded: v.object({ orders: v.array(v.record(v.string(), v.unknown())) }),
    });
    for (const exchange of copy.exchanges) {
      const body = v.parse(page, exchange.body);
      for (const order of body._embedded.orders)
        for (const side of ['customer', 'supplier'])
          order[side] = rewrite(v.parse(v.record(v.string(), v.unknown()), order[side]));
      exchange.body = body;
    }
    return copy;
  }

  it('knows us in parties written as resource names (`organizations/{id}`, a display name)', async () => {
    renderBoard(
      rewritten(({ id, name }) => ({ name: `organizations/${String(id)}`, displayName: name })),
    );
    const table = await screen.findByRole('table', { name: 'Planned work as a table' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(orders.length);
    expect(table).not.toHaveTextContent('organizations/');
  });

  it('says how many orders it could not place when no party names us, never "no work"', async () => {
    renderBoard(rewritten(({ name }) => ({ displayName: name })));
    // Those in the work's states: the read's other step states are not the board's.
    const said = `${String(orders.length)} orders could not be placed: the platform did not say which side`;
    expect(await screen.findByText(new RegExp(`^${said}`))).toBeVisible();
    expect(screen.queryByText(/No accepted, planned or in-progress orders/)).toBeNull();
  });
});
