import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueKeys } from '../api/keys';
import { renderApp } from '../../test/renderApp';
import { solutionFixture, taxonomyFixture } from '../testing/fixtures';
import { useServiceLookup } from './useServiceLookup';

/** Shows what the hook says, as the service page and the order lines do. */
function Probe({ id, category }: { id: number; category: number }) {
  const lookup = useServiceLookup(id, category);
  if (lookup.status === 'found') return <h1>{lookup.solution.name}</h1>;
  if (lookup.status === 'not-found') return <p>Not in the catalogue</p>;
  if (lookup.status === 'error') {
    return (
      <button type="button" onClick={lookup.retry}>
        Try again
      </button>
    );
  }
  return <p>Loading</p>;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  new URL(input instanceof Request ? input.url : input.toString());

/** Categories from the fixture tree; `/solutions` answered by `solutions` in turn. */
function catalogue(...solutions: (() => Response)[]) {
  let call = 0;
  return vi.fn<typeof fetch>((input) => {
    const url = urlOf(input);
    if (url.pathname.endsWith('/categories')) return Promise.resolve(json(taxonomyFixture));
    const answer = solutions[Math.min(call, solutions.length - 1)];
    call += 1;
    return Promise.resolve(answer ? answer() : json([]));
  });
}

const page = (id: number, category: number, fetchSpy: typeof fetch) =>
  renderApp(<Probe id={id} category={category} />, { fetch: fetchSpy });

describe('useServiceLookup', () => {
  it('finds a service from its id and a category id alone (an order line’s link)', async () => {
    const service = solutionFixture({ id: 101, categoryId: 2, categoryName: 'Seating' });
    const fetchSpy = catalogue(() => json([service], 200, { 'X-Total-Count': '1' }));
    page(101, 3, fetchSpy);
    expect(await screen.findByRole('heading', { name: 'Chair refurbishment' })).toBeInTheDocument();
    const search = fetchSpy.mock.calls
      .map((call) => urlOf(call[0]))
      .find((url) => url.pathname.endsWith('/solutions'));
    expect(search?.searchParams.get('category')).toBe('https://example.test/taxonomy#OfficeChair');
    expect(search?.searchParams.get('categoryMatch')).toBe('ancestors');
    expect(search?.searchParams.get('pageSize')).toBe('100');
    expect(search?.searchParams.has('organizationIds')).toBe(false);
  });

  it('says the service is gone when no page lists it (not an error)', async () => {
    page(
      101,
      3,
      catalogue(() => json([], 200, { 'X-Total-Count': '0' })),
    );
    expect(await screen.findByText('Not in the catalogue')).toBeInTheDocument();
  });

  it('shows a failed lookup as an error with a retry, never as "not found"', async () => {
    const user = userEvent.setup();
    const fetchSpy = catalogue(
      () => json({ code: 'UNAVAILABLE' }, 503),
      () => json([solutionFixture()], 200, { 'X-Total-Count': '1' }),
    );
    page(101, 3, fetchSpy);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Not in the catalogue')).not.toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Chair refurbishment' })).toBeInTheDocument();
  });
});

describe('useServiceLookup with a loaded search', () => {
  it('shows a service already in the search caches without asking /solutions again', async () => {
    const user = userEvent.setup();
    const fetchSpy = catalogue();
    function Gate() {
      const [shown, setShown] = useState(false);
      return shown ? (
        <Probe id={101} category={3} />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Open
        </button>
      );
    }
    const { queryClient } = renderApp(<Gate />, { fetch: fetchSpy });
    queryClient.setQueryData(catalogueKeys.solutionsPage('en', { category: 'Seating' }), {
      items: [solutionFixture()],
      total: 1,
      pageNumber: 0,
      pageSize: 20,
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Chair refurbishment' })).toBeInTheDocument();
    const asked = fetchSpy.mock.calls.map((call) => urlOf(call[0]).pathname);
    expect(asked.filter((path) => path.endsWith('/solutions'))).toEqual([]);
  });
});
