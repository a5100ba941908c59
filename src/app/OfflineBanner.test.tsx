import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('shows while offline and goes away when back', () => {
    render(
      <I18nProvider languages={['en', 'nb']} initial="en">
        <OfflineBanner />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
