import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderListItemSchema } from '../api/orderListItem';
import {
  choosingEntries,
  comparisonGroups,
  dayNumber,
  groupOf,
  othersOfRequest,
  rankRow,
  requestGroups,
} from './comparison';
import { newRequestMark, requestOf, requestOrderName } from './requestMark';

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

describe('orders asked together', () => {
  const asked = (id: number, mark: string | null, extra: Record<string, unknown> = {}) =>
    item(id, 'QUOTED', 7, {
      name: mark === null ? `Chairs – Supplier ${id}` : requestOrderName('Chairs', mark, `S${id}`),
      quoteDetails: { quotedPrice: 1000 + id, quotedCurrency: 'NOK' },
      ...extra,
    });

  it('reads the request from the name on a server that dropped the field, the field winning', () => {
    expect(requestOf({ name: 'Bryggen chairs – tall #K7P3X – Ombruk Bergen AS' })).toEqual({
      mark: 'K7P3X',
      name: 'Bryggen chairs – tall',
    });
    expect(requestOf({ name: 'Renamed', requestReference: 'K7P3X' })).toEqual({
      mark: 'K7P3X',
      name: undefined,
    });
    expect(requestOf({ name: 'Chairs #K7P3X – A', requestReference: 'OTHER' })?.mark).toBe('OTHER');
    // Made on its own: no mark, nor a hash that is not one.
    expect(requestOf({ name: 'Chairs – Ombruk Bergen AS' })).toBeNull();
    expect(requestOf({ name: 'Room #12 – Ombruk' })).toBeNull();
  });

  it('makes marks of five signs nobody confuses, which the name gives back', () => {
    const mark = newRequestMark();
    expect(mark).toMatch(/^[2-9A-HJKMNP-Z]{5}$/);
    expect(newRequestMark(() => new Uint8Array([0, 1, 30, 31, 255]))).toBe('23Z29');
    expect(requestOf({ name: requestOrderName('Doors', mark, 'P') })?.mark).toBe(mark);
  });

  it('groups the customer’s orders by request, apart from others on the same category', () => {
    const entries = choosingEntries(
      [asked(1, 'AAAAA'), asked(2, 'AAAAA'), asked(3, 'BBBBB'), asked(4, null), asked(5, 'BBBBB')],
      'cust-org',
    );
    const groups = requestGroups(entries);
    expect([...groups].map(([mark, group]) => [mark, group.map((e) => e.order.id)])).toEqual([
      ['AAAAA', [1, 2]],
      ['BBBBB', [3, 5]],
    ]);
    // A request of one order is nothing to compare.
    expect(requestGroups(entries.slice(0, 3)).has('BBBBB')).toBe(false);
  });

  it('knows the orders a server names us in by our alias as ours, as the order list does', () => {
    const byAlias = {
      customer: { name: 'organizations/byggherre-vest', displayName: 'Byggherre' },
    };
    const orders = [asked(1, 'AAAAA', byAlias), asked(2, 'AAAAA', byAlias)];
    expect(choosingEntries(orders, { id: 'cust-org', alias: 'byggherre-vest' })).toHaveLength(2);
    expect(choosingEntries(orders, 'cust-org')).toHaveLength(0);
  });

  it('offers to cancel the other orders of the accepted one’s request only', () => {
    const entries = choosingEntries(
      [asked(1, 'AAAAA'), asked(2, 'AAAAA'), asked(3, 'AAAAA'), asked(4, null), asked(5, 'BBBBB')],
      'cust-org',
    );
    const byId = (id: number) => {
      const found = entries.find((entry) => entry.order.id === id);
      if (found === undefined) throw new Error(`no order ${id}`);
      return found;
    };
    const ids = (list: readonly { order: { id: number } }[]) => list.map((e) => e.order.id);
    // On screen: 1 and 2 of the request, 4 and 5 added by hand; 3 taken out.
    const onScreen = [byId(1), byId(2), byId(4), byId(5)];
    expect(ids(othersOfRequest(byId(1), onScreen, entries))).toEqual([2, 3]);
    // An order made on its own closes only the others made on their own beside it.
    expect(ids(othersOfRequest(byId(4), onScreen, entries))).toEqual([]);
  });
});
