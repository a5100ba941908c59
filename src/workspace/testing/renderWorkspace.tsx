import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider, type Language } from '../../lib/i18n';

/** Renders a presentational workspace component in a language, inside a router (for links). */
export function renderWorkspace(ui: ReactElement, language: Language = 'en') {
  return render(
    <I18nProvider languages={['en', 'nb']} initial={language}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}
