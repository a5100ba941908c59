import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { ProviderAndKind } from './ProviderAndKind';

function renderFacts(organizationName: string | undefined) {
  renderApp(
    <dl>
      <ProviderAndKind
        solution={{ organizationName, organizationId: 'org-7', type: 'RETAIN_VALUE' }}
        providerLabel="Provider"
        kindLabel="Kind"
      />
    </dl>,
  );
  return screen.getAllByRole('definition').map((dd) => dd.textContent);
}

describe('ProviderAndKind', () => {
  it('names the provider and the kind of service in words', () => {
    expect(screen.queryByRole('term')).toBeNull();
    expect(renderFacts('Fiks AS')).toEqual(['Fiks AS', 'Repair and maintenance']);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Provider', 'Kind']);
  });

  it('falls back to the provider id when the catalogue gives no name', () => {
    expect(renderFacts(undefined)[0]).toBe('org-7');
  });
});
