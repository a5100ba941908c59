import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLinks, selectTransitions, type TransitionAction } from '../../lib/hal';
import { TRANSITION_RELATIONS } from '../model/relations';
import { API_BASE, rawLinks, transitionLink } from '../testing/fixtures';
import { renderApp } from '../../test/renderApp';
import { ActionBar, type ActionBarProps } from './ActionBar';

/** A transition link of order 7 the server offers disabled, with its code and title. */
const disabledLink = (rel: string, targetState: string, disabledReason?: string, title?: string) =>
  transitionLink(7, rel, targetState, { disabled: true, disabledReason, title });

function actionsOf(transitions: Record<string, unknown>) {
  return selectTransitions(readLinks(rawLinks(7, transitions)), TRANSITION_RELATIONS, API_BASE)
    .actions;
}

const mixed = {
  cancel: transitionLink(7, 'cancel', 'CANCELLED'),
  teleport: transitionLink(7, 'teleport', 'ON_THE_MOON'),
  plan: disabledLink('plan', 'PLANNED'),
  start: disabledLink('start', 'IN_PROGRESS', 'SUPPLIER_ON_HOLIDAY'),
  complete: { href: '/services/v1/orders/7/transitions/complete' },
  quote: disabledLink('quote', 'QUOTED', 'QUOTE_PRICE_REQUIRED', 'Server title for quote'),
  accept: transitionLink(7, 'accept', 'ACCEPTED', { href: 'https://evil.test/accept' }),
  'withdraw-offer': transitionLink(7, 'withdraw-offer', 'SOMETHING_NEW'),
};

/** The bar with these transition links and an `onRun` that succeeds, with a user to drive it. */
function renderBar(
  transitions: Record<string, unknown>,
  props: Omit<ActionBarProps, 'actions' | 'onRun'> = {},
) {
  const user = userEvent.setup();
  const onRun = vi.fn<ActionBarProps['onRun']>(() => Promise.resolve(true));
  renderApp(<ActionBar actions={actionsOf(transitions)} onRun={onRun} {...props} />);
  return { user, onRun };
}

describe('ActionBar', () => {
  it('shows one button per known transition link, along the main path, cancel apart', () => {
    renderApp(<ActionBar actions={actionsOf(mixed)} onRun={vi.fn()} />);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual([
      'Send quote',
      'Withdraw quote',
      'Mark as planned',
      'Start work',
      'Cancel order',
    ]);
    // Unknown relation, sub-resources, a link without method/targetState, another origin: no button.
    expect(screen.queryByRole('button', { name: /teleport|history|self|complete|accept/i })).toBe(
      null,
    );
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveAccessibleDescription(
      'Server title for cancel',
    );
  });

  it('shows disabled links as disabled buttons with their reason tied for screen readers', () => {
    renderApp(<ActionBar actions={actionsOf(mixed)} onRun={vi.fn()} />);
    const quote = screen.getByRole('button', { name: 'Send quote' });
    expect(quote).toBeDisabled();
    // Our words for the code, and the link's title as well: it says more than "Send quote".
    expect(quote).toHaveAccessibleDescription(
      'Save a price in the quote draft first; then you can send it. Server title for quote',
    );
    expect(screen.getByRole('button', { name: 'Start work' })).toHaveAccessibleDescription(
      'Supplier on holiday.',
    );
    expect(screen.getByRole('button', { name: 'Mark as planned' })).toHaveAccessibleDescription(
      'Not available now.',
    );
    expect(screen.getByRole('button', { name: 'Withdraw quote' })).toBeEnabled();
  });

  it('says an unknown code in words, never a title that only labels the step (HAL)', () => {
    renderBar({
      plan: disabledLink('plan', 'PLANNED', 'CALENDAR_LOCKED', 'Planlegg arbeidet'),
    });
    expect(screen.getByRole('button', { name: 'Mark as planned' })).toHaveAccessibleDescription(
      'Calendar locked.',
    );
    expect(screen.queryByText(/Planlegg arbeidet/)).toBe(null);
  });

  it('says why a step is disabled by its code, with the link’s own words where they say more', () => {
    renderBar({
      accept: disabledLink(
        'accept',
        'ACCEPTED',
        'CREDIT_CHECK_PENDING',
        'Waiting for the credit check',
      ),
      // Our words win over the link's for a code this app knows.
      quote: disabledLink('quote', 'QUOTED', 'QUOTE_PRICE_REQUIRED', 'Price missing'),
      // A title that only repeats the label tells nothing: the code is said in words.
      start: disabledLink('start', 'IN_PROGRESS', 'CREW_BOOKED', '  start WORK. '),
    });
    expect(screen.getByRole('button', { name: 'Accept quote' })).toHaveAccessibleDescription(
      'Credit check pending. Waiting for the credit check',
    );
    expect(screen.queryByText(/CREDIT_CHECK_PENDING/)).toBe(null);
    expect(screen.getByRole('button', { name: 'Send quote' })).toHaveAccessibleDescription(
      'Save a price in the quote draft first; then you can send it.',
    );
    expect(screen.getByRole('button', { name: 'Start work' })).toHaveAccessibleDescription(
      'Crew booked.',
    );
  });

  it('shows an enabled link’s title beside its button only where it says more than the label', () => {
    renderBar({
      accept: transitionLink(7, 'accept', 'ACCEPTED', {
        title: 'Accept the quote: the price becomes binding',
      }),
      plan: transitionLink(7, 'plan', 'PLANNED', { title: 'mark as  Planned' }),
      start: transitionLink(7, 'start', 'IN_PROGRESS', { title: 'Start arbeidet' }),
    });
    const accept = screen.getByRole('button', { name: 'Accept quote' });
    expect(accept).toHaveAccessibleDescription('Accept the quote: the price becomes binding');
    expect(screen.getByText('Accept the quote: the price becomes binding')).toBeVisible();
    // The label again, in any case, spacing or in our other language: nothing beside the button.
    expect(
      screen.getByRole('button', { name: 'Mark as planned' }),
    ).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Start work' })).not.toHaveAccessibleDescription();
  });

  it('labels in Norwegian', () => {
    renderApp(<ActionBar actions={actionsOf(mixed)} onRun={vi.fn()} />, { language: 'nb' });
    expect(screen.getByRole('button', { name: 'Kanseller bestillingen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send tilbud' })).toHaveAccessibleDescription(
      'Lagre en pris i tilbudsutkastet først; da kan du sende det. Server title for quote',
    );
  });

  it('sends the link with the typed notes, clears them on success, keeps them on refusal', async () => {
    const user = userEvent.setup();
    const onRun = vi
      .fn<(action: TransitionAction, notes: string) => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    renderApp(
      <ActionBar
        actions={actionsOf({ start: transitionLink(7, 'start', 'IN_PROGRESS') })}
        onRun={onRun}
      />,
    );
    const notes = screen.getByLabelText('Note to the other party (optional)');
    await user.type(notes, 'Crew arrives at 8');
    await user.click(screen.getByRole('button', { name: 'Start work' }));
    expect(onRun).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rel: 'start',
        method: 'POST',
        href: 'http://127.0.0.1:8080/services/v1/orders/7/transitions/start',
      }),
      'Crew arrives at 8',
    );
    expect(notes).toHaveValue('Crew arrives at 8');
    await user.click(screen.getByRole('button', { name: 'Start work' }));
    expect(notes).toHaveValue('');
  });

  it('asks before cancelling and sends nothing when the user goes back', async () => {
    const { user, onRun } = renderBar(mixed);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Cancel this order? This cannot be undone.',
    });
    const yes = within(dialog).getByRole('button', { name: 'Yes, cancel the order' });
    expect(yes).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    expect(onRun).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Note to the other party (optional)'), 'Site closed');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(onRun).toHaveBeenCalledTimes(1);
    // The cancel link as the server sent it, resolved on the API origin, with the typed note.
    expect(onRun).toHaveBeenCalledWith(
      expect.objectContaining({
        rel: 'cancel',
        method: 'POST',
        href: 'http://127.0.0.1:8080/services/v1/orders/7/transitions/cancel',
        targetState: 'CANCELLED',
      }),
      'Site closed',
    );
  });

  it('asks what needs fixing before requesting revisions, and sends it as the notes', async () => {
    const { user, onRun } = renderBar({
      'request-revisions': transitionLink(7, 'request-revisions', 'IN_PROGRESS'),
      approve: transitionLink(7, 'approve', 'APPROVED'),
    });
    await user.click(screen.getByRole('button', { name: 'Ask for revisions' }));
    const reason = screen.getByRole('textbox', { name: 'What needs fixing' });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, ask for revisions' }));
    expect(onRun).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription(
      'Say what needs fixing, so the supplier knows what to do.',
    );
    await user.type(reason, 'The north wall is still scratched');
    await user.click(screen.getByRole('button', { name: 'Yes, ask for revisions' }));
    expect(onRun).toHaveBeenCalledWith(
      expect.objectContaining({ rel: 'request-revisions' }),
      'The north wall is still scratched',
    );
  });

  it('asks before accepting, naming the amount and the dates; one click does not act', async () => {
    const { user, onRun } = renderBar(
      { accept: transitionLink(7, 'accept', 'ACCEPTED') },
      {
        quote: {
          quotedPrice: 48500,
          quotedCurrency: 'NOK',
          estimatedStartDate: '2026-12-01',
          estimatedCompletionDate: '2026-12-12',
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(onRun).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      /^Accept the quote of NOK\s48,500\.00, work from 1 Dec 2026 to 12 Dec 2026\?/,
    );
    const yes = within(dialog).getByRole('button', { name: 'Yes, accept the quote' });
    expect(yes).toHaveFocus();
    await user.click(yes);
    expect(onRun).toHaveBeenCalledWith(expect.objectContaining({ rel: 'accept' }), '');
  });

  it('asks before approving, saying that it closes the order', async () => {
    const { user, onRun } = renderBar({ approve: transitionLink(7, 'approve', 'APPROVED') });
    await user.click(screen.getByRole('button', { name: 'Approve delivery' }));
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(/This closes the order/);
    await user.click(screen.getByRole('button', { name: 'Yes, approve and close the order' }));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('acts at once on a step the confirm table does not list', async () => {
    const { user, onRun } = renderBar({ plan: transitionLink(7, 'plan', 'PLANNED') });
    await user.click(screen.getByRole('button', { name: 'Mark as planned' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('shows the pending transition as busy and locks every button while it runs', async () => {
    const { user, onRun } = renderBar(
      {
        approve: transitionLink(7, 'approve', 'APPROVED'),
        cancel: transitionLink(7, 'cancel', 'CANCELLED'),
      },
      { pendingRel: 'approve' },
    );
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    expect(cancel).toBeDisabled();
    await user.click(cancel);
    expect(onRun).not.toHaveBeenCalled();
  });

  it('says so when there is nothing to do', () => {
    renderApp(<ActionBar actions={actionsOf({})} onRun={vi.fn()} />);
    expect(
      screen.getByText('There is nothing for you to do on this order right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves out relations drawn elsewhere on the page', () => {
    renderApp(
      <ActionBar actions={actionsOf(mixed)} onRun={vi.fn()} renderedElsewhere={['quote']} />,
    );
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
  });
});
