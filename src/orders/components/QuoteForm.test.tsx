import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../api/schemas';
import { orderFixture, QUOTE_LINK } from '../testing/fixtures';
import { renderApp, testQueryClient } from '../../test/renderApp';
import { ApiError, parseProblem } from '../../lib/http';
import { decodeAnswer } from '../../lib/http/decode';
import { AUTOSAVE_DELAY_MS, QuoteForm, type QuoteSending } from './QuoteForm';

function renderForm(
  options: {
    queryClient?: QueryClient;
    readSince?: (since: number) => Order | undefined;
    pendingRel?: string | null;
    sending?: Partial<QuoteSending>;
  } = {},
) {
  const order = orderFixture({ id: 41, state: 'REQUESTED', quoteDetails: null });
  return renderApp(
    <QuoteForm
      organizationId="supp-org"
      order={order}
      sending={{
        actions: [],
        pendingRel: options.pendingRel ?? null,
        run: () => Promise.resolve({ ok: true }),
        ...options.sending,
      }}
      readSince={options.readSince ?? (() => order)}
    />,
    { queryClient: options.queryClient },
  );
}

describe('QuoteForm typed text', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what is typed in sessionStorage under the order id (text only)', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderForm();
      fireEvent.change(screen.getByLabelText('Price'), { target: { value: '4200' } });
      const kept = sessionStorage.getItem('circular.typed.quote:41') ?? '';
      expect(JSON.parse(kept)).toMatchObject({ quotedPrice: '4200', quotedCurrency: 'NOK' });
      expect(kept).not.toMatch(/token|supp-org/i);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings the typed text back after a re-sign-in (a new page load)', () => {
    sessionStorage.setItem(
      'circular.typed.quote:41',
      JSON.stringify({
        quotedPrice: '4200',
        quotedCurrency: 'EUR',
        estimatedStartDate: '',
        estimatedCompletionDate: '',
        quoteValidUntil: '',
        quoteNotes: 'Typed before the session ended',
      }),
    );
    renderForm();
    expect(screen.getByLabelText('Price')).toHaveValue(4200);
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Notes for the customer')).toHaveValue(
      'Typed before the session ended',
    );
  });
});

describe('QuoteForm saving through its mutation', () => {
  afterEach(() => sessionStorage.clear());

  it('is busy while the save runs and says whether a save whose answer was lost was applied', async () => {
    const user = userEvent.setup();
    let drop: (error: Error) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((_resolve, reject) => {
          drop = reject;
        }),
    );
    // The order as read again after the failure holds the price sent: the save was applied.
    const reread = orderFixture({
      id: 41,
      state: 'REQUESTED',
      quoteDetails: { quotedPrice: 4200, quotedCurrency: 'NOK' },
    });
    const readSince = vi.fn(() => reread);
    renderForm({ queryClient: testQueryClient(fetchImpl), readSince });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '4200' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    const href = url instanceof Request ? url.url : url instanceof URL ? url.href : url;
    expect(href).toMatch(/\/orders\/41\/quote-details$/);
    expect(init?.method).toBe('PUT');
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual({
      quotedPrice: 4200,
      quotedCurrency: 'NOK',
    });

    drop(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Your change was saved.')).toBeInTheDocument();
    expect(readSince).toHaveBeenCalled();
    expect(screen.getByLabelText('Price')).toHaveValue(4200);
  });

  it('keeps what was typed and shows the field error when the server refuses the save', async () => {
    const user = userEvent.setup();
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            type: 'about:blank',
            status: 422,
            code: 'VALIDATION_FAILED',
            title: 'The request body is not valid',
            errors: [{ field: 'quotedCurrency', code: 'INVALID_CURRENCY' }],
          }),
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const readSince = vi.fn(() => undefined);
    renderForm({ queryClient: testQueryClient(fetchImpl), readSince });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'XX' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const currency = screen.getByLabelText('Currency');
    await vi.waitFor(() => expect(currency).toHaveAttribute('aria-invalid', 'true'));
    expect(currency).toHaveValue('XX');
    // A refusal applied nothing: no "was it saved?" re-read.
    expect(readSince).not.toHaveBeenCalled();
  });

  it("keeps a refused send's field error at its field through an autosave, until that field changes", async () => {
    const user = userEvent.setup();
    // FastAPI's 422: the field named by the last element of its location.
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      fieldErrors: parseProblem(
        decodeAnswer(
          { detail: [{ loc: ['body', 'quotedPrice'], msg: 'Field required', type: 'missing' }] },
          'https://api.test/services/v1/orders/41/transitions/quote',
        ),
      ).fieldErrors,
    });
    const run = vi.fn<QuoteSending['run']>(() => Promise.resolve({ ok: false, error: refusal }));
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    renderForm({
      queryClient: testQueryClient(fetchImpl),
      sending: { actions: [QUOTE_LINK], run },
    });
    fireEvent.change(screen.getByLabelText('Quote valid until'), {
      target: { value: '2026-12-20' },
    });
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send the quote' }));
    const price = screen.getByLabelText('Price');
    await vi.waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));

    // Another field typed: the autosave saves the draft; the price's error stays.
    fireEvent.change(screen.getByLabelText('Notes for the customer'), {
      target: { value: 'Includes transport' },
    });
    await screen.findByText(/^Draft saved/, undefined, { timeout: AUTOSAVE_DELAY_MS + 3_000 });
    expect(fetchImpl).toHaveBeenCalled();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    // The price changed: its error goes.
    fireEvent.change(price, { target: { value: '4200' } });
    expect(price).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('saves once when the button saved before the autosave timer ran out', async () => {
    const user = userEvent.setup();
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: 201 })),
    );
    renderForm({ queryClient: testQueryClient(fetchImpl) });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '4100' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/^Draft saved/);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Past the autosave delay: nothing is left unsaved, so nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 300));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks first when the person leaves before what they typed is saved', async () => {
    const user = userEvent.setup();
    const order = orderFixture({ id: 41, state: 'REQUESTED', quoteDetails: null });
    const { router } = renderApp(
      <QuoteForm
        organizationId="supp-org"
        order={order}
        sending={{ actions: [], pendingRel: null, run: () => Promise.resolve({ ok: true }) }}
        readSince={() => order}
      />,
      {
        url: '/orders/41',
        path: '/orders/41',
        routes: [{ path: '/orders', element: <p>List</p> }],
      },
    );
    // The save never answers here: the typed price stays unsaved.
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '4100' } });
    void router.navigate('/orders');
    await screen.findByRole('alertdialog', { name: /not sent yet/ });
    expect(router.state.location.pathname).toBe('/orders/41');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('List')).toBeInTheDocument();
  });

  it("locks saving and shows the send as busy while the page's transition runs", () => {
    renderForm({ pendingRel: 'quote' });
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  });

  it('asks before sending, naming the price and dates as typed; one click does not send', async () => {
    const user = userEvent.setup();
    const run = vi.fn<QuoteSending['run']>(() => Promise.resolve({ ok: true }));
    renderForm({ sending: { actions: [QUOTE_LINK], run } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '48500' } });
    fireEvent.change(screen.getByLabelText('Quote valid until'), {
      target: { value: '2026-12-20' },
    });
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      /^Send this quote\? NOK\s48,500\.00, work from not set to not set, valid until 20 Dec 2026\./,
    );
    await user.click(screen.getByRole('button', { name: 'No, go back' }));
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send the quote' }));
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ rel: 'quote' }),
      expect.objectContaining({ quotedPrice: 48500, quoteValidUntil: '2026-12-20' }),
    );
  });

  it('a press on Send while the autosave runs is not lost: it asks once the save has ended, and sends after it', async () => {
    const user = userEvent.setup();
    let answerSave: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answerSave = resolve;
        }),
    );
    const run = vi.fn<QuoteSending['run']>(() => Promise.resolve({ ok: true }));
    renderForm({
      queryClient: testQueryClient(fetchImpl),
      sending: { actions: [QUOTE_LINK], run },
    });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '48500' } });
    // The autosave starts; the send step stays pressable.
    await screen.findByRole('button', { name: 'Saving…' }, { timeout: AUTOSAVE_DELAY_MS + 2000 });
    const send = screen.getByRole('button', { name: 'Send quote' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    answerSave(new Response(null, { status: 204 }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(/^Send this quote\?/);
    await user.click(screen.getByRole('button', { name: 'Yes, send the quote' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
