import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { Layout } from './Layout';

describe('Layout', () => {
  it('keeps the page and shows it busy while the next page loads', async () => {
    const { router, container } = renderApp(<Layout />, {
      routes: [{ path: '/slow', loader: () => new Promise(() => {}), element: <p>Slow page</p> }],
    });
    const bar = container.querySelector('.navigation-pending');
    expect(bar).toHaveAttribute('hidden');
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');

    act(() => {
      void router.navigate('/slow');
    });
    await screen.findByRole('main', { busy: true });
    expect(bar).not.toHaveAttribute('hidden');
    expect(router.state.location.pathname).toBe('/');
  });
});
