import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { TAXONOMY } from '../../test/taxonomy';
import { renderApp } from '../../test/renderApp';
import { orderListItemSchema } from '../api/orderListItem';
import { comparisonGroups } from '../model/comparison';
import { rawLinks } from '../testing/fixtures';
import { NamedCategory } from './NamedCategory';

const customer = { id: 'cust-org', name: 'Byggherre Vest AS' };

/** The groups of three orders on category `categoryId`, their lines as `line` gives them. */
function groupOf(line: Record<string, unknown>, categoryId = 3) {
  const orders = [1, 2, 3].map((id) =>
    v.parse(orderListItemSchema, {
      id,
      state: 'QUOTED',
      customer,
      supplier: { id: `org-${id}`, name: `Supplier ${id}` },
      lines: [{ solutionId: 100 + id, categoryId, ...line }],
      quoteDetails: { quotedPrice: 900 + id, quotedCurrency: 'NOK' },
      _links: rawLinks(id, {}),
    }),
  );
  const entries = comparisonGroups(orders, customer.id).get(categoryId) ?? [];
  return { entries, categoryId };
}

/** The catalogue answers its tree, and no service. */
const catalogue: typeof fetch = (input) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const json = url.pathname.endsWith('/categories') ? TAXONOMY : [];
  return Promise.resolve(
    new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }),
  );
};

function renderName(group: ReturnType<typeof groupOf>) {
  renderApp(
    <NamedCategory {...group}>
      {(name) => <a href="/orders/compare">{`Compare the quotes on ${name}`}</a>}
    </NamedCategory>,
    { fetch: catalogue },
  );
}

describe('NamedCategory (the order list’s and an order page’s Compare links)', () => {
  it.each([
    { line: { categoryName: 'Kontorstoler' } },
    { line: { category: { id: 3, displayName: 'Kontorstoler', name: 'OfficeChair' } } },
    { line: { categoryLabel: 'Kontorstoler' } },
    { line: { categoryDisplayName: 'Kontorstoler', categoryName: 'OfficeChair' } },
  ])('names the category as the line names it: $line', async ({ line }) => {
    renderName(groupOf(line));
    expect(
      await screen.findByRole('link', { name: 'Compare the quotes on Kontorstoler' }),
    ).toBeVisible();
  });

  it('names it from the category tree when the lines do not, never by its id', async () => {
    renderName(groupOf({}));
    expect(
      await screen.findByRole('link', { name: 'Compare the quotes on Office chair' }),
    ).toBeVisible();
  });

  it('says in words that nothing names it', async () => {
    renderName(groupOf({}, 41543));
    expect(
      await screen.findByRole('link', { name: 'Compare the quotes on an unnamed category' }),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent('41543');
  });
});
