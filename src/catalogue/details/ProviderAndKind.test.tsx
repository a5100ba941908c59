import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { ProviderAndKind } from './ProviderAndKind';

function renderFacts(organizationName: string | undefined) {
  renderApp(
    <dl>
      <ProviderAndKind
        solution={{ organizationName, type: 'RETAIN_VALUE' }}
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

  it('says the provider is not given, never by its id or resource name, when no name is', () => {
    expect(renderFacts(undefined)[0]).toBe('Not given');
  });

  it('does not take a resource name for the provider’s name', () => {
    expect(renderFacts('organizations/fiks')[0]).toBe('Not given');
  });
});
