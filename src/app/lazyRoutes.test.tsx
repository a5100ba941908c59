import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { preloadRoute, toDeclarativeRoutes } from './lazyRoutes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';

describe('a page whose module fails to load', () => {
  it('offers a retry that fetches the module again, without a white page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    const load = vi.fn(() =>
      reachable
        ? Promise.resolve({ Component: () => <h1>Orders page</h1> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const [route] = toDeclarativeRoutes([{ path: '/orders', lazy: load }]);
    render(
      <I18nProvider languages={['en', 'nb']} initial="en">
        <RouteErrorBoundary
          fallback={(error, retry) => <RouteErrorPage error={error} onRetry={retry} />}
        >
          {route?.element}
        </RouteErrorBoundary>
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of the app could not be loaded. Check your connection and try again.',
    );
    const failedLoads = load.mock.calls.length;
    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(failedLoads + 1);
  });
});

describe('a page whose module was preloaded', () => {
  it('renders in the first render, without a loading state in between', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: () => <h1>Search page</h1> }));
    const [route] = toDeclarativeRoutes([{ index: true, lazy: load }]);
    await preloadRoute(load);
    render(
      <I18nProvider languages={['en', 'nb']} initial="en">
        {route?.element}
      </I18nProvider>,
    );
    // Synchronously there: no await, no findBy.
    expect(screen.getByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never rejects; the route shows the failure when it renders', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(preloadRoute(load)).resolves.toBeUndefined();
  });
});
