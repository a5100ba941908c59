import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { toDeclarativeRoutes } from './lazyRoutes';
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
