import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { I18nProvider, type Language } from '../lib/i18n';
import { ErrorState } from './ErrorState';

function renderError(error: unknown, language: Language = 'en', onRetry?: () => void) {
  return render(
    <I18nProvider languages={['en', 'nb']} initial={language}>
      <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />
    </I18nProvider>,
  );
}

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, ...extra });

describe('ErrorState', () => {
  it.each([
    [new ApiError({ kind: 'network' }), /could not be reached/],
    [http(401), /session has ended/],
    [http(403), /not allowed/],
    [http(404), /could not find/],
    [http(409), /changed this in the meantime/],
    [http(422), /not accepted/],
    [http(429, { retryAfterSeconds: 30 }), /wait 30 seconds/],
    [http(503), /problem right now \(503\)/],
    [new ApiError({ kind: 'invalid-response' }), /does not understand/],
    [new Error('boom'), /unexpected error/],
  ])('explains %s in English', (error, text) => {
    renderError(error);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('explains in Norwegian Bokmål and shows the stable code', () => {
    renderError(http(429, { retryAfterSeconds: 12, code: 'RATE_LIMITED' }), 'nb');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Vent 12 sekunder');
    expect(alert).toHaveTextContent('Feilkode: RATE_LIMITED');
  });

  it('offers a retry button that calls back', async () => {
    const onRetry = vi.fn();
    renderError(http(500), 'en', onRetry);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
