import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { recordedConfig, renderApp } from '../../test/renderApp';
import { answersTo, loadRecording, playback } from '../../test/recordedApi';
import json from '../../test/recorded/order-page.json';
import { Component as OrderPage } from './OrderPage';

/** The sandbox's answers to a customer's draft, its quote asked for, then the supplier's quote. */
const recording = loadRecording(json);
const facts = v.parse(v.object({ orderId: v.number(), name: v.string() }), recording.facts);
const orderUrl = `/services/v1/orders/${String(facts.orderId)}`;
const linkSchema = v.object({ href: v.string(), method: v.string() });
const draftSchema = v.object({
  customer: v.object({ id: v.string(), name: v.string() }),
  _links: v.object({ 'request-quote': linkSchema }),
});
const draft = v.parse(draftSchema, answersTo(recording, 'GET', orderUrl)[0]);
const requestQuote = draft._links['request-quote'];
const requestQuoteUrl = new URL(requestQuote.href, recording.origin).href;

function renderOrderPage() {
  const api = playback(recording);
  const view = renderApp(<OrderPage />, {
    path: '/orders/:id',
    url: orderUrl.replace('/services/v1', ''),
    config: recordedConfig(recording.origin),
    fetch: api.fetch,
    organizations: [draft.customer],
  });
  return { api, ...view, user: userEvent.setup() };
}

// A page waits for several answers and lazy parts: generous on a loaded machine.
describe('OrderPage on the sandbox’s recorded answers', { timeout: 30_000 }, () => {
  it('runs a transition from the order’s own link and shows the state the server answers', async () => {
    const { api, user } = renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: facts.name })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    expect(await screen.findByText('Done. The order is now: Quote requested.')).toBeVisible();
    const changes = api.sent.filter((request) => request.method !== 'GET');
    expect(changes).toEqual([{ method: requestQuote.method, url: requestQuoteUrl, body: {} }]);
    // The order is read again after the change (runTransition waits for it).
    expect(api.missed).toEqual([]);
    const reads = api.sent.filter((r) => r.url === `${recording.origin}${orderUrl}`);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('says the change was saved when the answer was lost after the server applied it', async () => {
    const { api, user } = renderOrderPage();
    await screen.findByRole('heading', { level: 1, name: facts.name });
    api.fail('POST', requestQuote.href, 'no-answer-applied');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    expect(
      await screen.findByText('Your change was saved. Done. The order is now: Quote requested.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the change was not saved when the re-read order is still as before', async () => {
    const { api, user } = renderOrderPage();
    await screen.findByRole('heading', { level: 1, name: facts.name });
    api.fail('POST', requestQuote.href, 'no-answer-not-applied');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your change was not saved; try again.',
    );
    expect(screen.getByRole('button', { name: 'Request a quote' })).toBeEnabled();
  });

  it('tells the user when the other party changed the order since they read it', async () => {
    const { api, user, queryClient } = renderOrderPage();
    await screen.findByRole('heading', { level: 1, name: facts.name });
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    await screen.findByText('Done. The order is now: Quote requested.');
    // The user's own change is not "the other party"; the supplier's quote is.
    expect(screen.queryByText(/The other party changed this order/)).toBeNull();

    api.advance();
    await act(() => queryClient.refetchQueries());
    expect(
      await screen.findByText(
        'The other party changed this order since you opened it. You are seeing the latest version.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(/The other party changed this order/)).toBeNull();
  });

  it('a stale accept refused with 400 and a gRPC status says the order changed meanwhile, and shows it as it is now', async () => {
    // The quote is there to accept; meanwhile another tab accepted it.
    const api = playback(recording);
    api.advance();
    api.advance();
    const quoted = answersTo(recording, 'GET', orderUrl).at(-1);
    if (typeof quoted !== 'object' || quoted === null) throw new Error('no quoted order recorded');
    const { accept: _accept, ...links } = (quoted as { _links: Record<string, unknown> })._links;
    const accepted = { ...quoted, state: 'ACCEPTED', _links: links };
    let acceptedMeanwhile = false;
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (init?.method === 'POST' && url.endsWith('/transitions/accept')) {
        acceptedMeanwhile = true;
        const status = {
          code: 9,
          message: 'The order is ACCEPTED; accept needs QUOTED.',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.PreconditionFailure',
              violations: [{ type: 'STATE', subject: 'orders/32', description: 'Not QUOTED.' }],
            },
          ],
        };
        return Promise.resolve(Response.json(status, { status: 400 }));
      }
      if (acceptedMeanwhile && url.endsWith(orderUrl))
        return Promise.resolve(Response.json(accepted));
      return api.fetch(input, init);
    };
    renderApp(<OrderPage />, {
      path: '/orders/:id',
      url: orderUrl.replace('/services/v1', ''),
      config: recordedConfig(recording.origin),
      fetch,
      organizations: [draft.customer],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, accept the quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order changed meanwhile and is now: Accepted.',
    );
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    // The page shows the order as it is now: its state, and no accept.
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it('a 503 followed by a success never leaves the page without words', async () => {
    const api = playback(recording);
    let unavailable = 1;
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith(orderUrl) && unavailable > 0) {
        unavailable -= 1;
        return Promise.resolve(new Response(null, { status: 503 }));
      }
      return api.fetch(input, init);
    };
    const { container } = renderApp(<OrderPage />, {
      path: '/orders/:id',
      url: orderUrl.replace('/services/v1', ''),
      config: recordedConfig(recording.origin),
      fetch,
      organizations: [draft.customer],
    });
    const texts = [container.textContent];
    const observer = new MutationObserver(() => texts.push(container.textContent));
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    expect(await screen.findByRole('heading', { level: 1, name: facts.name })).toBeVisible();
    observer.disconnect();
    expect(unavailable).toBe(0);
    expect(texts).toContain('Loading the order…');
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
