import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderListItemSchema } from '../api/orderListItem';
import { comparisonGroups, dayNumber, groupOf, rankRow } from './comparison';

const item = (id: number, state: string, categoryId: number, extra: Record<string, unknown> = {}) =>
  v.parse(orderListItemSchema, {
    id,
    state,
    customer: { id: 'cust-org', name: 'Byggherre Vest AS' },
    supplier: { id: `supp-${id}`, name: `Supplier ${id}` },
    lines: [{ solutionId: 100 + id, categoryId }],
    _links: {},
    ...extra,
  });
const quoted = (id: number, categoryId: number, price = 1000) =>
  item(id, 'QUOTED', categoryId, { quoteDetails: { quotedPrice: price, quotedCurrency: 'NOK' } });

describe('comparisonGroups', () => {
  it('groups the customer’s requested and quoted orders by their line’s category', () => {
    const groups = comparisonGroups(
      [quoted(1, 7), item(2, 'REQUESTED', 7), quoted(3, 8), item(4, 'ACCEPTED', 8)],
      'cust-org',
    );
    expect([...groups.keys()]).toEqual([7]);
    expect(groups.get(7)?.map((entry) => [entry.order.id, entry.quoted])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(groupOf(groups, 2)?.categoryId).toBe(7);
    expect(groupOf(groups, 3)).toBeNull();
  });

  it('needs at least one quote, and only the customer side counts', () => {
    expect(
      comparisonGroups([item(1, 'REQUESTED', 7), item(2, 'REQUESTED', 7)], 'cust-org').size,
    ).toBe(0);
    expect(comparisonGroups([quoted(1, 7), quoted(2, 7)], 'supp-1').size).toBe(0);
  });

  it('does not count a quoted order without a price as a quote', () => {
    const noPrice = item(2, 'QUOTED', 7, { quoteDetails: { quotedCurrency: 'NOK' } });
    expect(comparisonGroups([quoted(1, 7), noPrice], 'cust-org').get(7)?.[1]?.quoted).toBe(false);
  });
});

describe('rankRow', () => {
  it('names the lowest or highest value, ties included', () => {
    const values = [
      { id: 1, value: 5, unit: 'NOK' },
      { id: 2, value: 3, unit: 'NOK' },
      { id: 3, value: 3, unit: 'NOK' },
    ];
    expect(rankRow(values, 'lower')).toEqual({ best: [{ unit: 'NOK', ids: [2, 3] }], leftOut: [] });
    expect(rankRow(values, 'higher')).toEqual({ best: [{ unit: 'NOK', ids: [1] }], leftOut: [] });
  });

  it('ranks within each unit and leaves out a value alone in its unit, never converting', () => {
    const eur = { id: 1, value: 3150, unit: 'EUR' };
    const values = [
      eur,
      { id: 2, value: 33900, unit: 'NOK' },
      { id: 3, value: 36400, unit: 'NOK' },
    ];
    expect(rankRow(values, 'lower')).toEqual({
      best: [{ unit: 'NOK', ids: [2] }],
      leftOut: [eur],
    });
    const two = [...values, { id: 4, value: 3000, unit: 'EUR' }];
    expect(rankRow(two, 'lower')).toEqual({
      best: [
        { unit: 'EUR', ids: [4] },
        { unit: 'NOK', ids: [2] },
      ],
      leftOut: [],
    });
  });

  it('ranks nothing when every unit holds one value, nor a single value', () => {
    const values = [
      { id: 1, value: 5, unit: 'NOK' },
      { id: 2, value: 1, unit: 'EUR' },
    ];
    expect(rankRow(values, 'lower')).toEqual({ best: [], leftOut: values });
    expect(rankRow([{ id: 1, value: 5, unit: 'NOK' }], 'lower')).toEqual({ best: [], leftOut: [] });
  });

  it('reads calendar dates as day numbers, and nothing else', () => {
    expect((dayNumber('2026-12-02') ?? 0) - (dayNumber('2026-12-01') ?? 0)).toBe(1);
    expect(dayNumber('soon')).toBeNull();
    expect(dayNumber(undefined)).toBeNull();
  });
});

describe('comparisonGroups under a broader category', () => {
  const pathOf = (categoryId: number) => [categoryId, 70, 700];

  it('offers a category above the lines’ when it gathers orders of two categories', () => {
    const groups = comparisonGroups([quoted(1, 7), item(2, 'REQUESTED', 8)], 'cust-org', pathOf);
    expect([...groups.keys()]).toEqual([70, 700]);
    expect(groups.get(70)?.map((entry) => entry.order.id)).toEqual([1, 2]);
  });

  it('does not repeat a group of one category under each category above it', () => {
    const groups = comparisonGroups([quoted(1, 7), quoted(2, 7)], 'cust-org', pathOf);
    expect([...groups.keys()]).toEqual([7]);
  });
});
