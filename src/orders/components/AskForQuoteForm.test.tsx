import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../api/schemas';
import { API_BASE, rawLinks, transitionLink } from '../testing/fixtures';
import { recordedConfig, renderApp, testQueryClient } from '../../test/renderApp';
import { AskForQuoteForm } from './AskForQuoteForm';

const draft = {
  id: 31,
  name: 'Oak floor, Storgata 1',
  state: 'DRAFT',
  _links: rawLinks(31, {
    'request-quote': transitionLink(31, 'request-quote', 'REQUESTED'),
    cancel: transitionLink(31, 'cancel', 'CANCELLED'),
  }),
};
const requested = { ...draft, state: 'REQUESTED', _links: rawLinks(31, {}) };

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

/** The requests the form sent, as "METHOD path" with the JSON body. */
type Sent = { call: string; body: unknown };

/**
 * A fake order service: creating answers the draft; `request-quote` answers by `onRequest`; a
 * GET of the order answers `current()`. The catalogue lookup never answers (the line loads).
 */
function fakeApi(onRequest: (count: number) => Promise<Response>, current: () => unknown) {
  const sent: Sent[] = [];
  let requests = 0;
  const fetchImpl = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(new URL(API_BASE).pathname, '');
    // The catalogue's lookup of the line's service (same base here) stays loading.
    if (!path.startsWith('/orders')) return new Promise<Response>(() => {});
    sent.push({ call: `${method} ${path}`, body });
    if (method === 'POST' && path === '/orders') return json(draft, 201);
    if (path === '/orders/31/transitions/request-quote') return onRequest((requests += 1));
    if (method === 'GET' && path === '/orders/31') return json(current());
    return json({}, 404);
  });
  return { sent, fetchImpl };
}

/** The form rendered on `api` (by default one that requests the quote at once), its name typed. */
async function startForm(
  api: ReturnType<typeof fakeApi> = fakeApi(
    () => json(requested),
    () => requested,
  ),
) {
  const onDone = vi.fn<(order: Order) => void>();
  renderApp(
    <AskForQuoteForm
      organizationId="cust-org"
      solutionId={11}
      categoryId={22}
      providerId="supp-org"
      onDone={onDone}
    />,
    {
      queryClient: testQueryClient(api.fetchImpl),
      config: recordedConfig(new URL(API_BASE).origin),
    },
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Order name'), 'Oak floor, Storgata 1');
  return { api, onDone, user };
}

/** The form on `/orders/new` with a link to the order list, for leaving the page. */
function renderFormWithLink(api: ReturnType<typeof fakeApi>) {
  return renderApp(
    <>
      <Link to="/orders">All orders</Link>
      <AskForQuoteForm
        organizationId="cust-org"
        solutionId={11}
        categoryId={22}
        providerId="supp-org"
        onDone={() => {}}
      />
    </>,
    {
      url: '/orders/new',
      path: '/orders/new',
      routes: [{ path: '/orders', element: <p>The order list</p> }],
      queryClient: testQueryClient(api.fetchImpl),
      config: recordedConfig(new URL(API_BASE).origin),
    },
  );
}

const MESSAGE = '40 m² of oak parquet to Storgata 1, Oslo, in the first week of May';

describe('AskForQuoteForm', () => {
  afterEach(() => sessionStorage.clear());

  it('asks what is needed before it sends anything', async () => {
    const { api, user, onDone } = await startForm();
    await user.click(screen.getByRole('button', { name: 'Ask for a quote' }));
    const message = screen.getByRole('textbox', { name: 'Message to the supplier' });
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription(/Tell the supplier what you need/);
    expect(api.sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('creates the order, then requests the quote with the message as notes', async () => {
    const { api, user, onDone } = await startForm();
    await user.type(screen.getByLabelText('Message to the supplier'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Ask for a quote' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.sent.map((s) => s.call)).toEqual([
      'POST /orders',
      'POST /orders/31/transitions/request-quote',
      // The step's outcome, read from the server.
      'GET /orders/31',
    ]);
    expect(api.sent[1]?.body).toEqual({ notes: MESSAGE });
  });

  it('saves a draft only, without asking', async () => {
    const { api, user, onDone } = await startForm();
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.sent.map((s) => s.call)).toEqual(['POST /orders']);
  });

  it('says what happened when the request is lost, and asks again without a second order', async () => {
    // The first request's answer is lost and the order, read again, is still a draft.
    let applied = false;
    const api = fakeApi(
      (count) => {
        if (count === 1) return Promise.reject(new TypeError('Failed to fetch'));
        applied = true;
        return json(requested);
      },
      () => (applied ? requested : draft),
    );
    const { user, onDone } = await startForm(api);
    await user.type(screen.getByLabelText('Message to the supplier'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Ask for a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order no. 31 was created, but no answer came back to the request for a quote',
    );
    expect(screen.getByRole('link', { name: 'Open order no. 31' })).toHaveAttribute(
      'href',
      '/orders/31',
    );
    expect(screen.queryByRole('button', { name: 'Create draft order' })).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ask for the quote again' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const calls = api.sent.map((s) => s.call);
    expect(calls.filter((c) => c === 'POST /orders')).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('request-quote'))).toHaveLength(2);
    expect(api.sent.filter((s) => s.call.endsWith('request-quote')).at(-1)?.body).toEqual({
      notes: MESSAGE,
    });
  });

  it('asks first when the person leaves the page with a message not sent, and stays or leaves', async () => {
    const api = fakeApi(
      () => json(requested),
      () => requested,
    );
    const user = userEvent.setup();
    const { router } = renderFormWithLink(api);
    await user.type(screen.getByLabelText('Message to the supplier'), MESSAGE);
    await user.click(screen.getByRole('link', { name: 'All orders' }));
    const question = await screen.findByRole('alertdialog', { name: /not sent yet/ });
    expect(router.state.location.pathname).toBe('/orders/new');
    expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(question).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message to the supplier')).toHaveValue(MESSAGE);
    expect(router.state.location.pathname).toBe('/orders/new');

    await user.click(screen.getByRole('link', { name: 'All orders' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The order list')).toBeInTheDocument();
  });

  it('leaves without asking when nothing was typed', async () => {
    const api = fakeApi(
      () => json(requested),
      () => requested,
    );
    const user = userEvent.setup();
    renderFormWithLink(api);
    await user.click(screen.getByRole('link', { name: 'All orders' }));
    expect(await screen.findByText('The order list')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
