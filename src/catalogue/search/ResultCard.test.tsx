import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ResultCard } from './ResultCard';
import { categoryRelation } from './categoryRelation';
import type { Highlight } from './SearchPageContext';
import { buildTreeIndex } from '../tree/treeIndex';
import { solutionFixture, taxonomyFixture } from '../testing/fixtures';
import { renderApp } from '../../test/renderApp';

const index = buildTreeIndex(taxonomyFixture);

function renderCard(
  searched: string | undefined,
  overrides = {},
  language: 'en' | 'nb' = 'en',
  highlight: Highlight = { id: null, set: () => {} },
) {
  const solution = solutionFixture(overrides);
  renderApp(
    <ResultCard
      solution={solution}
      relation={categoryRelation(index, searched, solution.categoryId)}
      highlight={highlight}
      detailsHref="/services/101"
    />,
    { language },
  );
  return screen.getByRole('article', { name: solution.name });
}

describe('ResultCard', () => {
  it('shows name, provider, kind in words and one climate figure in kg CO₂e; no details', () => {
    const card = renderCard('OfficeChair');
    expect(within(card).getByRole('link', { name: 'Chair refurbishment' })).toHaveAttribute(
      'href',
      '/services/101',
    );
    expect(within(card).getByText('Gjenbruk Oslo AS')).toBeInTheDocument();
    expect(within(card).getByText('Repair and maintenance')).toBeInTheDocument();
    expect(within(card).getByText('Saves 48.25 kg CO₂e vs. buying new')).toBeInTheDocument();
    // The details stay on the service's page.
    expect(within(card).queryByText('1 piece')).toBeNull();
    expect(within(card).queryByText('8 years')).toBeNull();
    expect(within(card).queryByText(/VERIFIED|Verified/)).toBeNull();
    // Registered on the searched category: no note.
    expect(within(card).queryByText(/broader category/)).toBeNull();
  });

  it('marks itself when it is the highlighted service, and highlights itself while focused', () => {
    const set = vi.fn<Highlight['set']>();
    const card = renderCard('OfficeChair', {}, 'en', { id: 101, set });
    expect(card).toHaveClass('is-highlighted');
    within(card).getByRole('link', { name: 'Chair refurbishment' }).focus();
    expect(set).toHaveBeenLastCalledWith(101);
    within(card).getByRole('link').blur();
    expect(set).toHaveBeenLastCalledWith(null);
  });
  it('says when a service is offered for a broader category than the one searched', () => {
    const card = renderCard('OfficeChair', { categoryId: 2, categoryName: 'Seating' });
    expect(
      within(card).getByText('Offered for the broader category “Seating”.'),
    ).toBeInTheDocument();
  });

  it('says so in Norwegian too, with Norwegian number formatting', () => {
    const card = renderCard('OfficeChair', { categoryId: 1, categoryName: 'Møbler' }, 'nb');
    expect(
      within(card).getByText('Tilbys for den bredere kategorien «Møbler».'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Sparer 48,25 kg CO₂e mot nytt')).toBeInTheDocument();
    expect(within(card).getByText('Reparasjon og vedlikehold')).toBeInTheDocument();
  });

  it('writes a figure in tonnes in kilograms, on the same scale as its neighbours', () => {
    const card = renderCard('OfficeChair', {
      co2eData: { total: 1.5, savings: 2.25, unit: 'tCO2e', status: 'ESTIMATED' },
    });
    expect(within(card).getByText('Saves 2,250 kg CO₂e vs. buying new')).toBeInTheDocument();
  });

  it('notes a narrower category (descendants search) and survives missing optional fields', () => {
    const card = renderCard('Furniture', {
      type: 'SOMETHING_NEW',
      co2eData: undefined,
      functionalUnit: undefined,
    });
    expect(
      within(card).getByText('Registered on the narrower category “Office chair”.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('SOMETHING_NEW')).toBeInTheDocument();
    expect(within(card).getByText('No climate figures')).toBeInTheDocument();
  });
});
