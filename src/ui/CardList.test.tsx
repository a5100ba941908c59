import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardList } from './CardList';

describe('CardList', () => {
  it('renders one list item per entry, in order', () => {
    const items = [
      { id: 2, name: 'Repair' },
      { id: 5, name: 'Reuse' },
    ];
    render(
      <CardList items={items} className="cards">
        {(item) => <article aria-label={item.name}>{item.name}</article>}
      </CardList>,
    );
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Repair', 'Reuse']);
    expect(screen.getByRole('article', { name: 'Reuse' })).toBeInTheDocument();
  });
});
