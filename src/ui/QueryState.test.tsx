import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { ActionFeedback, type ActionFeedbackValue } from './ActionFeedback';
import { QueryState, type QueryStateSource } from './QueryState';

const settled = { isPending: false, isError: false, error: null, refetch: () => undefined };

function renderState(query: QueryStateSource<string[]>) {
  return render(
    <I18nProvider languages={['en', 'nb']} initial="en">
      <QueryState
        query={query}
        loadingLabel="Reading the list"
        errorTitle="The list could not be read"
        empty={{ when: (data) => data.length === 0, title: 'Nothing yet', help: 'Add one first.' }}
      >
        {(data) => (
          <ul aria-label="Items">
            {data.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </I18nProvider>,
  );
}

describe('QueryState', () => {
  it('announces loading while the query is pending', () => {
    renderState({ ...settled, isPending: true, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Reading the list');
  });

  it('shows the error with a retry that refetches', async () => {
    const refetch = vi.fn();
    renderState({ ...settled, isError: true, error: new Error('boom'), data: undefined, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read');
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state with its help', () => {
    renderState({ ...settled, data: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.getByText('Add one first.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the data shown under the error of a refresh that failed', () => {
    renderState({ ...settled, isError: true, error: new Error('boom'), data: ['a'] });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read');
    expect(screen.getByRole('list', { name: 'Items' }).children).toHaveLength(1);
  });

  it('renders the data', () => {
    renderState({ ...settled, data: ['a', 'b'] });
    expect(screen.getByRole('list', { name: 'Items' }).children).toHaveLength(2);
  });
});

describe('ActionFeedback', () => {
  const classes = { region: 'region', done: 'done', error: 'error' };
  const renderFeedback = (feedback: ActionFeedbackValue) =>
    render(<ActionFeedback feedback={feedback} classes={classes} />);

  it('puts a confirmation into the polite live region, and no alert', () => {
    const { container } = renderFeedback({ kind: 'done', text: 'Saved.' });
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error as an alert, outside the live region', () => {
    const { container } = renderFeedback({ kind: 'error', text: 'Not saved.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved.');
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('keeps the empty live region when there is nothing to say', () => {
    const { container } = renderFeedback(null);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});
