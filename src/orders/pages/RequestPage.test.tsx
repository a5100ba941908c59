import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestList } from '../../catalogue';
import { renderApp } from '../../test/renderApp';
import { rawLinks, transitionLink } from '../testing/fixtures';
import { Component as RequestPage } from './RequestPage';

const ORDERS = 'https://orders.test/services/v1/orders';
const customer = { id: 'cust-org', name: 'Byggherre Vest AS' };

/** The orders API: creates order 1, 2, … (the second create's first try gets no answer). */
function api() {
  const sent: { method: string; url: string; key: string | null; body: unknown }[] = [];
  const byKey = new Map<string, number>();
  let creates = 0;
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const key = new Headers(init?.headers).get('Idempotency-Key');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, url, key, body });
    const answer = (json: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
      );
    if (method === 'POST' && url === ORDERS) {
      creates += 1;
      if (creates === 2) return Promise.reject(new TypeError('Failed to fetch'));
      const id = byKey.get(key ?? '') ?? byKey.size + 1;
      byKey.set(key ?? '', id);
      return answer({
        id,
        name: 'Doors',
        state: 'DRAFT',
        customer,
        _links: rawLinks(id, { 'request-quote': transitionLink(id, 'request-quote', 'REQUESTED') }),
      });
    }
    return answer({});
  };
  return { sent, fetch };
}

afterEach(() => requestList.clear());

describe('RequestPage', { timeout: 30_000 }, () => {
  it('asks every service in one step, reports the one that failed, and asks it again without a second order', async () => {
    for (const id of [11, 12])
      requestList.add({
        solutionId: id,
        categoryId: 7,
        name: `Service ${id}`,
        providerName: `P${id}`,
      });
    const server = api();
    renderApp(<RequestPage />, {
      path: '/orders/request',
      url: '/orders/request',
      fetch: server.fetch,
      organizations: [customer],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name of the orders'), 'Doors');
    await user.type(screen.getByLabelText('Message to the suppliers'), '40 doors');
    await user.click(screen.getByRole('button', { name: 'Ask all for a quote' }));

    expect(await screen.findByText('1 asked, 1 not asked: try again below.')).toBeVisible();
    expect(screen.getByText(/^Asked: Service 11 \(P11\)/)).toBeVisible();
    expect(screen.getByText(/^Not asked: Service 12 \(P12\)\./)).toHaveTextContent(
      'asking again does not make a second one',
    );

    await user.click(screen.getByRole('button', { name: 'Ask the failed one again' }));
    expect(await screen.findByText(/^All 2 suppliers were asked\./)).toBeVisible();

    const creates = server.sent.filter((r) => r.method === 'POST' && r.url === ORDERS);
    // One request: the same mark in every name and as its own field, the retry's body unchanged.
    const mark = v.parse(
      v.object({ requestReference: v.string() }),
      creates[0]?.body,
    ).requestReference;
    expect(mark).toMatch(/^[2-9A-Z]{5}$/);
    expect(creates.map((r) => r.body)).toEqual([
      {
        name: `Doors #${mark} – P11`,
        lines: [{ solutionId: 11, categoryId: 7 }],
        requestReference: mark,
      },
      {
        name: `Doors #${mark} – P12`,
        lines: [{ solutionId: 12, categoryId: 7 }],
        requestReference: mark,
      },
      {
        name: `Doors #${mark} – P12`,
        lines: [{ solutionId: 12, categoryId: 7 }],
        requestReference: mark,
      },
    ]);
    expect(creates[1]?.key).toBe(creates[2]?.key);
    expect(creates[0]?.key).not.toBe(creates[1]?.key);
    const asks = server.sent.filter((r) => r.url.endsWith('/transitions/request-quote'));
    expect(asks.map((r) => [r.url, r.body])).toEqual([
      [`${ORDERS}/1/transitions/request-quote`, { notes: '40 doors' }],
      [`${ORDERS}/2/transitions/request-quote`, { notes: '40 doors' }],
    ]);
  });
});
