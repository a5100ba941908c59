import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, type Language } from '../../lib/i18n';

/** Renders a presentational orders component in a language (no network, no router). */
export function renderInLanguage(ui: ReactElement, language: Language = 'en') {
  return render(
    <I18nProvider languages={['en', 'nb']} initial={language}>
      {ui}
    </I18nProvider>,
  );
}
