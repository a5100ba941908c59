import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('loads the module only when the route asks, and gives the named component', async () => {
    const load = vi.fn(() => Promise.resolve({ Page, other: 1 }));
    const lazy = lazyPage(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    await expect(lazy()).resolves.toEqual({ Component: Page });
    expect(load).toHaveBeenCalledOnce();
  });
});
