import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { recordedConfig, renderApp } from '../../test/renderApp';
import { loadRecording, playback } from '../../test/recordedApi';
import json from '../../test/recorded/order-list.json';
import { Component as OrderListPage } from './OrderListPage';

/** The sandbox's first page of the customer's orders (the seed orders and one more). */
const recording = loadRecording(json);
const pageSchema = v.object({
  _embedded: v.object({
    orders: v.array(
      v.object({
        id: v.number(),
        name: v.string(),
        supplier: v.object({ name: v.string() }),
        customer: v.object({ id: v.string(), name: v.string() }),
      }),
    ),
  }),
});
const firstPage = v.parse(pageSchema, recording.exchanges[0]?.body);
const orders = firstPage._embedded.orders;
const total = Number(recording.exchanges[0]?.headers['x-total-count']);
const customer = orders[0]?.customer ?? { id: '', name: '' };

// A page waits for several answers and lazy parts: generous on a loaded machine.
describe('OrderListPage on the sandbox’s recorded answers', { timeout: 30_000 }, () => {
  it('lists the organisation’s orders as the API answered them, each linked to its page', async () => {
    const api = playback(recording);
    renderApp(<OrderListPage />, {
      path: '/orders',
      url: '/orders',
      config: recordedConfig(recording.origin),
      fetch: api.fetch,
      organizations: [customer],
    });
    const table = await screen.findByRole('table');
    for (const order of orders) {
      const link = within(table).getByRole('link', { name: order.name });
      expect(link).toHaveAttribute('href', `/orders/${String(order.id)}`);
      const row = link.closest('tr');
      expect(row).toHaveTextContent(`${order.supplier.name} (supplier)`);
    }
    expect(screen.getByText(new RegExp(`\\(${String(total)} orders\\)`))).toBeVisible();
    expect(api.missed).toEqual([]);
  });

  it('still lists every order when optional fields come in odd shapes; unread is not empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first, second] = orders;
    if (first === undefined || second === undefined) throw new Error('two orders recorded');
    const odd = structuredClone(recording);
    const page = v.parse(
      v.object({ _embedded: v.object({ orders: v.array(v.record(v.string(), v.unknown())) }) }),
      odd.exchanges[0]?.body,
    );
    const [oddFirst, oddSecond] = page._embedded.orders;
    if (oddFirst === undefined || oddSecond === undefined) throw new Error('two orders recorded');
    const updated = Date.UTC(2026, 10, 20, 9, 30);
    // Epoch milliseconds (Jackson), an object where a string is expected, a party as text.
    Object.assign(oddFirst, { updatedAt: updated, createdAt: { seconds: 1 } });
    Object.assign(oddSecond, { supplier: second.supplier.name, customer: second.customer.name });
    if (odd.exchanges[0]) odd.exchanges[0].body = page;
    renderApp(<OrderListPage />, {
      path: '/orders',
      url: '/orders',
      config: recordedConfig(odd.origin),
      fetch: playback(odd).fetch,
      organizations: [customer],
    });
    const table = await screen.findByRole('table');
    for (const order of orders)
      expect(within(table).getByRole('link', { name: order.name })).toBeVisible();
    const firstRow = within(table).getByRole('link', { name: first.name }).closest('tr');
    expect(firstRow?.querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(updated).toISOString(),
    );
    const secondRow = within(table).getByRole('link', { name: second.name }).closest('tr');
    expect(secondRow).toHaveTextContent('not readable');
    expect(secondRow).not.toHaveTextContent('–');
    vi.restoreAllMocks();
  });

  it('lists and counts only the orders in the state asked for when the server ignores the filter', async () => {
    // A server that does not know `state`: every order of the organisation (these 20, no total),
    // whatever is asked.
    const all = v.parse(
      v.object({ _embedded: v.object({ orders: v.array(v.looseObject({ state: v.string() })) }) }),
      recording.exchanges[0]?.body,
    )._embedded.orders;
    const asked: string[] = [];
    const ignoring = (input: RequestInfo | URL) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      const body = JSON.stringify({ _embedded: { orders: all } });
      const headers = { 'Content-Type': 'application/hal+json' };
      return Promise.resolve(new Response(body, { headers }));
    };
    const matching = orders.filter((_, index) => all[index]?.state === 'QUOTED');
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(orders.length);
    renderApp(<OrderListPage />, {
      path: '/orders',
      url: '/orders?state=QUOTED',
      config: recordedConfig(recording.origin),
      fetch: ignoring,
      organizations: [customer],
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(matching.map((order) => order.name));
    expect(screen.getByText(`Page 1 of 1 (${String(matching.length)} orders)`)).toBeVisible();
    // The filter was sent all the same: a wish the server may keep.
    const states = asked.map((url) => new URL(url).searchParams.getAll('state').join());
    expect(states).toContain('QUOTED');
  });
});
