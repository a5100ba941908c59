import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { platformOf } from '../../lib/http';
import { renderApp, testQueryClient } from '../../test/renderApp';
import { orderFixture, QUOTE_LINK } from '../testing/fixtures';
import { QuoteForm, type QuoteSending } from './QuoteForm';

describe('QuoteForm: a refused send’s field errors, whatever the body’s format', () => {
  it('shows a Google field violation (snake_case dotted path) at the completion date, said once', async () => {
    const user = userEvent.setup();
    const sentence = 'The completion must not be before the start.';
    const body = {
      error: {
        code: 400,
        message: sentence,
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            field_violations: [
              { field: 'quote_details.estimated_completion_date', description: sentence },
            ],
          },
        ],
      },
    };
    // The form's own send: the page's runTransition as it reads a refusal (the one HTTP client).
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json(body, { status: 400 })),
    );
    const queryClient = testQueryClient(fetchImpl);
    const run = vi.fn<QuoteSending['run']>(() =>
      platformOf(queryClient)
        .http.request(QUOTE_LINK.href, { method: 'POST', body: {} })
        .then(
          () => ({ ok: true as const }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
    );
    const order = orderFixture({ id: 41, state: 'REQUESTED', quoteDetails: null });
    renderApp(
      <QuoteForm
        organizationId="supp-org"
        order={order}
        sending={{ actions: [QUOTE_LINK], pendingRel: null, run }}
        readSince={() => order}
      />,
      { queryClient },
    );
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send the quote' }));

    const completion = screen.getByLabelText('Estimated completion');
    await vi.waitFor(() => expect(completion).toHaveAttribute('aria-invalid', 'true'));
    expect(completion).toHaveAccessibleDescription(expect.stringContaining(sentence));
    expect(screen.getAllByText(sentence)).toHaveLength(1);
    for (const alert of screen.queryAllByRole('alert'))
      expect(alert).not.toHaveTextContent(sentence);
  });
});
