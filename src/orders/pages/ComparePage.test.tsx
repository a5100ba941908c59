import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';
import { rawLinks, transitionLink } from '../testing/fixtures';
import { Component as ComparePage } from './ComparePage';

const ORDERS = 'https://orders.test/services/v1/orders';
const customer = { id: 'cust-org', name: 'Byggherre Vest AS' };

const MARK = 'K7P3X';
const order = (
  id: number,
  supplier: string,
  state: string,
  quote?: Record<string, unknown>,
  request: string | null = MARK,
) => ({
  id,
  name: request === null ? `Other doors – ${supplier}` : `Doors #${request} – ${supplier}`,
  ...(request === null ? {} : { requestReference: request }),
  state,
  customer,
  supplier: { id: `org-${id}`, name: supplier },
  lines: [{ solutionId: 100 + id, categoryId: 7, categoryName: 'Interior doors' }],
  ...(quote ? { quoteDetails: quote } : {}),
  _links: rawLinks(id, {
    ...(state === 'QUOTED' ? { accept: transitionLink(id, 'accept', 'ACCEPTED') } : {}),
    ...(id === 3 ? {} : { cancel: transitionLink(id, 'cancel', 'CANCELLED') }),
  }),
});

const ANSWER = [
  order(1, 'Gjenbruk Oslo AS', 'QUOTED', {
    quotedPrice: 1200,
    quotedCurrency: 'NOK',
    estimatedStartDate: '2026-12-01',
  }),
  order(2, 'Ombruk Bergen AS', 'QUOTED', { quotedPrice: 900, quotedCurrency: 'NOK' }),
  order(3, 'Romerike Møbelombruk AS', 'REQUESTED'),
  // Another job on the same category, asked on its own, cheaper than the request's quotes.
  order(5, 'Ombruk Trondheim AS', 'QUOTED', { quotedPrice: 500, quotedCurrency: 'NOK' }, null),
];

/** The orders API as recorded above; the catalogue never answers (its figures stay "reading"). */
function api({ loseAccept = false, orders = ANSWER } = {}) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!url.startsWith(ORDERS)) return new Promise<Response>(() => {});
    sent.push({ method, url, body });
    // The accept arrives, but its answer is lost: only the order read again shows it.
    if (loseAccept && url.endsWith('/transitions/accept'))
      return Promise.reject(new TypeError('Failed to fetch'));
    const accepted = { ...ANSWER[1], state: 'ACCEPTED', _links: rawLinks(2, {}) };
    const json =
      method !== 'GET' ? {} : url === `${ORDERS}/2` ? accepted : { _embedded: { orders } };
    return Promise.resolve(
      new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
  return { sent, fetch };
}

function renderCompare(
  options: { loseAccept?: boolean; language?: 'en' | 'nb'; orders?: typeof ANSWER } = {},
) {
  const server = api(options);
  renderApp(<ComparePage />, {
    language: options.language ?? 'en',
    path: '/orders/compare',
    url: `/orders/compare?request=${MARK}`,
    fetch: server.fetch,
    organizations: [customer],
  });
  return { server, user: userEvent.setup() };
}

describe('ComparePage', { timeout: 30_000 }, () => {
  it('shows each quote as a card with the best value named, and a request without figures', async () => {
    renderCompare();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compare quotes: Doors' }),
    ).toBeVisible();
    // Only the request's three; the cheaper quote of another job is not ranked with them.
    expect(screen.getByRole('list', { name: /^Quotes for Doors/ }).children).toHaveLength(3);
    const cheaper = screen.getByRole('article', { name: 'Ombruk Bergen AS' });
    expect(within(cheaper).getByText('Lowest price in NOK')).toBeVisible();
    expect(within(cheaper).getAllByText('not given', { selector: 'dd' })).toHaveLength(3);
    const asked = screen.getByRole('article', { name: 'Romerike Møbelombruk AS' });
    expect(asked).toHaveTextContent('Asked, no quote yet');
    expect(within(asked).queryByText(/NOK/)).toBeNull();
    expect(within(asked).queryByRole('button')).toBeNull();
  });

  it('names the lowest price within each currency and says once which quote is left out', async () => {
    const euro = order(4, 'Ombruk Stockholm AB', 'QUOTED', {
      quotedPrice: 80,
      quotedCurrency: 'EUR',
    });
    renderCompare({ orders: [...ANSWER, euro] });
    const cheaper = await screen.findByRole('article', { name: 'Ombruk Bergen AS' });
    expect(within(cheaper).getByText('Lowest price in NOK')).toBeVisible();
    // Never converted: EUR 80 is not named, although fewer euros than kroner.
    const alone = screen.getByRole('article', { name: 'Ombruk Stockholm AB' });
    expect(within(alone).queryByText(/Lowest price/)).toBeNull();
    expect(
      screen.getByText(
        'Price: Ombruk Stockholm AB (EUR) left out of the ranking, as no other quote is in the same currency. Prices are never converted between currencies.',
      ),
    ).toBeVisible();
  });

  it('accepts one after the question, then cancels the others with the note, naming one without a cancel link', async () => {
    const { server, user } = renderCompare();
    await user.click(
      await screen.findByRole('button', { name: 'Accept the quote from Ombruk Bergen AS' }),
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('NOK 900.00');
    await user.click(screen.getByRole('button', { name: 'Yes, accept the quote' }));
    expect(await screen.findByText('You accepted the quote from Ombruk Bergen AS.')).toBeVisible();
    expect(
      screen.getByText(/Doors #K7P3X – Romerike Møbelombruk AS: the server offers no cancel/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel the other order' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('“We chose another provider”');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel them' }));
    expect(
      await screen.findByText('Cancelled: Doors #K7P3X – Gjenbruk Oslo AS (Gjenbruk Oslo AS)'),
    ).toBeVisible();
    const changes = server.sent.filter((request) => request.method === 'POST');
    expect(changes).toEqual([
      { method: 'POST', url: `${ORDERS}/2/transitions/accept`, body: {} },
      {
        method: 'POST',
        url: `${ORDERS}/1/transitions/cancel`,
        body: { notes: 'We chose another provider' },
      },
    ]);
  });

  it('adds a quote from the category view to the ranking and takes it out again', async () => {
    const { user } = renderCompare();
    const other = await screen.findByRole('checkbox', { name: /^Other doors – Ombruk Trondheim/ });
    expect(other).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Doors #K7P3X – Ombruk Bergen/ })).toBeChecked();
    await user.click(other);
    const added = await screen.findByRole('article', { name: 'Ombruk Trondheim AS' });
    expect(within(added).getByText('Lowest price in NOK')).toBeVisible();
    const bergen = () => screen.getByRole('article', { name: 'Ombruk Bergen AS' });
    expect(within(bergen()).queryByText('Lowest price in NOK')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Other doors – Ombruk Trondheim/ }));
    expect(screen.queryByRole('article', { name: 'Ombruk Trondheim AS' })).toBeNull();
    expect(within(bergen()).getByText('Lowest price in NOK')).toBeVisible();
  });

  it('goes on to the others when the accept’s answer was lost but the order shows it accepted', async () => {
    const { user } = renderCompare({ loseAccept: true });
    await user.click(
      await screen.findByRole('button', { name: 'Accept the quote from Ombruk Bergen AS' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, accept the quote' }));
    expect(await screen.findByText('You accepted the quote from Ombruk Bergen AS.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel the other order' })).toBeVisible();
  });

  it('speaks Norwegian Bokmål', async () => {
    renderCompare({ language: 'nb' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sammenlign tilbud: Doors' }),
    ).toBeVisible();
    const cheaper = screen.getByRole('article', { name: 'Ombruk Bergen AS' });
    expect(within(cheaper).getByText('Lavest pris i NOK')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Godta tilbudet fra Ombruk Bergen AS' }),
    ).toBeVisible();
  });
});
