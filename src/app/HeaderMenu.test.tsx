import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PATH } from '../auth';
import { I18nProvider } from '../lib/i18n';
import { HeaderMenu } from './HeaderMenu';

function renderMenu() {
  return render(
    <I18nProvider languages={['en', 'nb']} initial="en">
      <MemoryRouter>
        <HeaderMenu>
          <button type="button">Sign in</button>
        </HeaderMenu>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('HeaderMenu', () => {
  it('stays open when the first paint’s header gives way to the app’s', async () => {
    const firstPaint = renderMenu();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    firstPaint.unmount();

    renderMenu();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is one state for two headers drawn at once: a press in the old one holds in the new', async () => {
    // The app draws its header while the first paint's is still on screen and pressed.
    const first = renderMenu();
    const second = renderMenu();
    const oldMenu = within(first.container).getByRole('button', { name: 'Menu' });
    const newMenu = within(second.container).getByRole('button', { name: 'Menu' });
    await userEvent.click(oldMenu);
    expect(newMenu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(oldMenu);
    expect(newMenu).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when a finished sign-in brings the person back, and closes on a new page', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <HeaderMenu>
              <button type="button">Sign out</button>
            </HeaderMenu>
          ),
        },
      ],
      { initialEntries: [CALLBACK_PATH] },
    );
    render(
      <I18nProvider languages={['en', 'nb']} initial="en">
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await act(() => router.navigate('/orders'));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/workspace'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
