import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultsListIn, searchPageState } from '../testing/resultsList';
import type { SearchPageState } from './SearchPageContext';
import { renderApp } from '../../test/renderApp';

function renderList(
  fetchImpl: typeof fetch,
  language: 'en' | 'nb' = 'en',
  options: { page?: number; update?: SearchPageState['update'] } = {},
) {
  const page = searchPageState(
    { category: 'NoSuchThing', page: options.page ?? 0 },
    options.update ? { update: options.update } : {},
  );
  renderApp(<ResultsListIn page={page} />, { fetch: fetchImpl, language });
}

describe('ResultsList states', () => {
  it('tells the user how long the catalogue asks us to wait after a 429', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 429, code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '25' },
        }),
      ),
    );
    renderList(fetchSpy);
    expect(
      await screen.findByText(
        'Too many searches in a short time. The catalogue asks us to wait 25 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Searching again in 25 s…')).toBeInTheDocument();
    // A long Retry-After is not waited out by the client: one request, no storm.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows an empty page as "no services found", also in Norwegian', async () => {
    const empty = () =>
      Promise.resolve(
        new Response('[]', {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
        }),
      );
    renderList(empty, 'nb');
    expect(await screen.findByText('Fant ingen tjenester.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a page beyond the last is beyond it, not "16 found" and "none found" together', async () => {
    const beyond = () =>
      Promise.resolve(
        new Response('[]', {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '16' },
        }),
      );
    const update = vi.fn();
    renderList(beyond, 'en', { page: 1, update });
    expect(
      await screen.findByText('Page 2 is beyond the last page: there is only 1 page of results.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No services found.')).toBeNull();
    expect(screen.queryByText('16 services found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page (1)' }));
    expect(update).toHaveBeenCalledWith({ page: 0 });
  });

  afterEach(() => onlineManager.setOnline(true));

  it('offline after a filter change, says the figure is the previous choice’s', async () => {
    const answer = () =>
      Promise.resolve(
        new Response('[]', {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
        }),
      );
    function Changing() {
      const [category, setCategory] = useState('First');
      return (
        <ResultsListIn page={searchPageState({ category })}>
          <button type="button" onClick={() => setCategory('Second')}>
            Change
          </button>
        </ResultsListIn>
      );
    }
    renderApp(<Changing />, { fetch: answer });
    expect(await screen.findByText('No services found')).toBeInTheDocument();
    onlineManager.setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(
      await screen.findByText(/^You are offline\. These are the results of your previous choice/),
    ).toBeInTheDocument();
    expect(screen.getByText('Previous choice: no services found')).toBeVisible();
    expect(screen.queryByText('No services found')).toBeNull();
  });
});

describe('ResultsList on a catalogue that ignores the page asked for', () => {
  it('ends the list at a page that repeats the first, saying how many were shown', async () => {
    // 20 services, the same for every page number, and no total or link that says more.
    const services = Array.from({ length: 20 }, (_, i) => ({
      id: 500 + i,
      name: `Repeated service ${String(i + 1)}`,
    }));
    const same = () =>
      Promise.resolve(
        new Response(JSON.stringify(services), { headers: { 'Content-Type': 'application/json' } }),
      );
    function Paged() {
      const [page, setPage] = useState(0);
      return (
        <ResultsListIn page={searchPageState({ category: 'NoSuchThing', page })}>
          <button type="button" onClick={() => setPage(1)}>
            Second page
          </button>
        </ResultsListIn>
      );
    }
    renderApp(<Paged />, { fetch: same });
    expect(await screen.findByText(/^20 shown, more may follow · Showing 1–20/)).toBeVisible();
    expect(screen.getByText('Repeated service 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Second page' }));
    expect(
      await screen.findByText('20 services shown; the catalogue gave no way to further services.'),
    ).toBeVisible();
    expect(screen.queryByText('Repeated service 1')).toBeNull();
  });
});
