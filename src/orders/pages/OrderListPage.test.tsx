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
    // Parties as names only: read, but no side is named in a form that is an identity.
    const secondRow = within(table).getByRole('link', { name: second.name }).closest('tr');
    expect(secondRow).toHaveTextContent('Not said which side we are on');
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

/**
 * A server that pages only by a next link under a name of its own (`@odata.nextLink`, absolute,
 * `$skip`) or by a token (`nextPageToken`, sent back as `pageToken`), and answers its first page to
 * any `pageNumber`; `none` gives no way on at all.
 */
function skipServer(count: number, way: 'link' | 'token' | 'none'): typeof fetch {
  const raw = v.parse(
    v.object({ _embedded: v.object({ orders: v.array(v.record(v.string(), v.unknown())) }) }),
    recording.exchanges[0]?.body,
  )._embedded.orders[0];
  const all = Array.from({ length: count }, (_, i) => ({
    ...raw,
    id: 1000 + i,
    name: `Skip order ${String(i + 1)}`,
    _links: { self: { href: `${recording.origin}/services/v1/orders/${String(1000 + i)}` } },
  }));
  return (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const size = 20;
    const token = url.searchParams.get('pageToken');
    const skip = Number(url.searchParams.get('$skip') ?? (token === null ? 0 : atob(token)));
    const value = all.slice(skip, skip + size);
    const next = new URL('/services/v1/orders', recording.origin);
    next.searchParams.set('$skip', String(skip + size));
    const more = skip + size < count;
    const body = {
      value,
      ...(way === 'link' && more ? { '@odata.nextLink': next.href } : {}),
      ...(way === 'token' && more ? { nextPageToken: btoa(String(skip + size)) } : {}),
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

describe('OrderListPage on a server that ignores page numbers', { timeout: 30_000 }, () => {
  /** Page 2 of 28 orders, served by `$skip` with a next link, a token or neither. */
  const renderPage2 = (way: 'link' | 'token' | 'none') =>
    renderApp(<OrderListPage />, {
      path: '/orders',
      url: '/orders?page=2',
      config: recordedConfig(recording.origin),
      fetch: skipServer(28, way),
      organizations: [customer],
    });

  it.each(['link', 'token'] as const)(
    'follows its next %s: page 2 shows orders 21–28, none of page 1',
    async (way) => {
      renderPage2(way);
      const table = await screen.findByRole('table');
      expect(within(table).getAllByRole('link')).toHaveLength(8);
      expect(within(table).getByRole('link', { name: 'Skip order 21' })).toBeVisible();
      expect(within(table).queryByRole('link', { name: 'Skip order 1' })).toBeNull();
      expect(screen.getByText('Page 2: orders 21–28')).toBeVisible();
    },
  );

  it('without a link, ends the list on page 2 and says how many were shown', async () => {
    renderPage2('none');
    expect(
      await screen.findByText('20 orders shown; the server gave no way to further orders.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe(
  'OrderListPage on a server that writes parties as resource names',
  { timeout: 30_000 },
  () => {
    // We are known by a UUID (sent in X-auth-owner) and the alias `peer-provider` (the token claim);
    // the server names parties `organizations/{alias}` with a display name, and ignores `role`.
    const us = {
      id: '0b7c2f4e-3d1a-4c59-9e8f-5a6b7c8d9e0f',
      alias: 'peer-provider',
      name: 'Peer Provider AS',
    };
    const party = (alias: string, displayName: string) => ({
      name: `organizations/${alias}`,
      displayName,
    });
    const order = (id: number, name: string, customer: object, supplier: object) => ({
      id,
      name,
      state: 'ACCEPTED',
      customer,
      supplier,
      _links: { self: { href: `${recording.origin}/services/v1/orders/${String(id)}` } },
    });
    const answer = {
      orders: [
        order(
          1,
          'We supply',
          party('peer-buyer', 'Peer Buyer AS'),
          party('peer-provider', 'Peer Provider AS'),
        ),
        order(
          2,
          'We buy',
          party('peer-provider', 'Peer Provider AS'),
          party('other-supplier', 'Other AS'),
        ),
        order(3, 'Neither side', party('x-buyer', 'X AS'), party('y-supplier', 'Y AS')),
      ],
    };
    const server: typeof fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
      );

    it('names the counterpart as a person reads it, puts no order on a side it does not name', async () => {
      renderApp(<OrderListPage />, {
        path: '/orders',
        url: '/orders?role=supplier',
        config: recordedConfig(recording.origin),
        fetch: server,
        organizations: [us],
      });
      const table = await screen.findByRole('table');
      const row = (name: string) => within(table).getByRole('link', { name }).closest('tr');
      expect(row('We supply')).toHaveTextContent('Peer Buyer AS (customer)');
      expect(table).not.toHaveTextContent('organizations/');
      // The order in which we are the customer is not listed "as supplier".
      expect(within(table).queryByRole('link', { name: 'We buy' })).toBeNull();
      // The one that names us on neither side is not put on a side: it says so.
      expect(row('Neither side')).toHaveTextContent('Not said which side we are on');
      expect(
        screen.getByText(/1 order on this page does not say which side Peer Provider AS is on/),
      ).toBeVisible();
    });
  },
);

describe('OrderListPage and the sides the organisation acts on', { timeout: 30_000 }, () => {
  /** An orders API with no orders, keeping what was asked. */
  function emptyApi() {
    const asked: URL[] = [];
    const fetch: typeof globalThis.fetch = (input) => {
      asked.push(new URL(input instanceof Request ? input.url : input.toString()));
      return Promise.resolve(
        new Response(JSON.stringify({ _embedded: { orders: [] } }), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
        }),
      );
    };
    return { fetch, asked };
  }

  it.each([
    ['its claim names no side', undefined, 1],
    ['it only supplies', { orderRoles: ['supplier'] }, 0],
  ])(
    'looks for quotes to choose only where it may order: %s',
    async (_label, attributes, reads) => {
      const api = emptyApi();
      renderApp(<OrderListPage />, {
        path: '/orders',
        url: '/orders',
        fetch: api.fetch,
        organizations: [
          { id: 'org-1', name: 'Gjenbruk AS', ...(attributes ? { attributes } : {}) },
        ],
      });
      expect(await screen.findByText('No orders here yet.')).toBeVisible();
      const choosing = api.asked.filter(
        (url) => url.searchParams.get('role') === 'customer' && url.search.includes('QUOTED'),
      );
      expect(choosing).toHaveLength(reads);
    },
  );
});
