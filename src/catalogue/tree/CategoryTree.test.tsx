import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryTree } from './CategoryTree';
import { buildTreeIndex } from './treeIndex';
import { taxonomyFixture } from '../testing/fixtures';
import { renderApp } from '../../test/renderApp';

const index = buildTreeIndex(taxonomyFixture);

function setup(selectedName?: string) {
  const onSelect = vi.fn<(at: number) => void>();
  renderApp(<CategoryTree index={index} selectedName={selectedName} onSelect={onSelect} />);
  const tree = screen.getByRole('tree', { name: 'Categories of objects' });
  const chosen = () => onSelect.mock.calls.map(([at]) => index.keys[at]);
  return { tree, chosen };
}

function activeLabel(tree: HTMLElement): string | null {
  const id = tree.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Presses each key sequence in turn and checks which item is active after it. */
async function walk(
  user: ReturnType<typeof userEvent.setup>,
  tree: HTMLElement,
  steps: readonly (readonly [keys: string, active: string])[],
) {
  for (const [keys, active] of steps) {
    await user.keyboard(keys);
    expect(activeLabel(tree)).toBe(active);
  }
}

describe('CategoryTree', () => {
  it('shows the roots collapsed and walks with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const { tree, chosen } = setup();
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((item) => item.textContent)).toEqual(['▸Furniture', '▸Building product']);
    expect(items[0]).toHaveAttribute('aria-expanded', 'false');
    expect(items[0]).toHaveAttribute('aria-level', '1');

    await user.click(screen.getByLabelText('Filter categories'));
    await user.tab();
    expect(tree).toHaveFocus();
    expect(activeLabel(tree)).toBe('▸Furniture');

    await user.keyboard('{ArrowRight}');
    expect(within(tree).getByRole('treeitem', { name: 'Furniture' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await walk(user, tree, [
      ['{ArrowRight}', '▸Seating'],
      ['{ArrowRight}{ArrowDown}', 'Office chair'],
    ]);
    const chair = within(tree).getByRole('treeitem', { name: 'Office chair' });
    expect(chair).toHaveAttribute('aria-level', '3');
    expect(chair).toHaveAttribute('aria-posinset', '1');
    expect(chair).toHaveAttribute('aria-setsize', '2');

    await walk(user, tree, [['{ArrowLeft}', '▾Seating']]);
    await user.keyboard('{ArrowLeft}');
    expect(within(tree).queryByRole('treeitem', { name: 'Office chair' })).toBeNull();

    await walk(user, tree, [
      ['{End}', '▸Building product'],
      ['{Home}', '▾Furniture'],
    ]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toEqual(['https://example.test/taxonomy#Seating']);
  });

  it('moves by type-ahead and chooses with Space', async () => {
    const user = userEvent.setup();
    const { tree, chosen } = setup();
    tree.focus();
    await walk(user, tree, [
      ['b', '▸Building product'],
      ['{ArrowRight}{ArrowDown}w', 'Window'],
    ]);
    await user.keyboard(' ');
    expect(chosen()).toEqual(['https://example.test/taxonomy#Window']);
  });

  it('opens the path to the chosen category and marks it selected', () => {
    const { tree } = setup('Sofa');
    const sofa = within(tree).getByRole('treeitem', { name: 'Sofa' });
    expect(sofa).toHaveAttribute('aria-selected', 'true');
    expect(activeLabel(tree)).toBe('Sofa');
  });

  it('filters: keeps matches and their ancestors, highlights the match', async () => {
    const user = userEvent.setup();
    const { tree } = setup();
    await user.type(screen.getByLabelText('Filter categories'), 'CHAIR');
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '▾Furniture',
      '▾Seating',
      'Office chair',
    ]);
    const mark = items[2]?.querySelector('mark');
    expect(mark?.textContent).toBe('chair');
    expect(screen.getByRole('status')).toHaveTextContent('1 match');
    // Siblings counted among what is shown.
    expect(items[2]).toHaveAttribute('aria-setsize', '1');

    // Collapsing under a filter works and does not lose the filter.
    tree.focus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Filter categories'));
    await user.type(screen.getByLabelText('Filter categories'), 'nothing like this');
    expect(within(tree).queryAllByRole('treeitem')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No category matches “nothing like this”.',
    );
  });

  it('shows Norwegian names from the API as they are', () => {
    const nbIndex = buildTreeIndex([{ id: 1, name: 'Furniture', displayName: 'Møbler' }]);
    renderApp(<CategoryTree index={nbIndex} selectedName={undefined} onSelect={() => {}} />, {
      language: 'nb',
    });
    expect(screen.getByRole('tree', { name: 'Kategorier av objekter' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Møbler' })).toBeInTheDocument();
  });
});
