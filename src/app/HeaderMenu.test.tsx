import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});
