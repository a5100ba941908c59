import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { LoadingState, SLOW_AFTER_MS } from './LoadingState';

function renderLoading(onRetry?: () => void) {
  return render(
    <I18nProvider languages={['en', 'nb']} initial="en">
      <LoadingState label="Loading the order…" {...(onRetry ? { onRetry } : {})} />
    </I18nProvider>,
  );
}

describe('LoadingState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says within 10 s that it takes longer than usual, and offers a retry that starts over', async () => {
    expect(SLOW_AFTER_MS).toBeLessThanOrEqual(10_000);
    const onRetry = vi.fn();
    renderLoading(onRetry);
    expect(screen.queryByText(/longer than usual/)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
      await Promise.resolve();
    });
    expect(
      screen.getByText(
        'This is taking longer than usual. The answer may still come; you can also try again.',
      ),
    ).toBeInTheDocument();
    // Still loading: the spinner stays while the first request may finish.
    expect(screen.getByText('Loading the order…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/longer than usual/)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('without a retry, says it is still waiting', async () => {
    renderLoading();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
      await Promise.resolve();
    });
    expect(
      screen.getByText('This is taking longer than usual. Still waiting for an answer…'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
