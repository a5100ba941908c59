import { describe, expect, it } from 'vitest';
import { buildSeedOrders } from '../store/seed-orders.ts';
import { buildCatalogue } from '../store/seed/index.ts';
import { DEMO_ORGANIZATIONS } from '../store/seed/types.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const seeds = buildSeedOrders(buildCatalogue({ scale: 300 }), NOW);
const { byggherre, gjenbrukOslo, nordlysEiendom, ombrukBergen } = DEMO_ORGANIZATIONS;

describe('seed orders', () => {
  it('cover the states the app needs, between the demo organisations', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(6);
    expect(seeds.length).toBeLessThanOrEqual(35);
    const states = new Set(seeds.map((seed) => seed.order.state));
    for (const state of [
      'DRAFT',
      'REQUESTED',
      'QUOTED',
      'IN_PROGRESS',
      'COMPLETED',
      'APPROVED',
      'CANCELLED',
    ])
      expect(states).toContain(state);
    const pairs = seeds.map((seed) => `${seed.order.customer.id}>${seed.order.supplier.id}`);
    expect(pairs).toContain(`${nordlysEiendom.id}>${gjenbrukOslo.id}`);
    expect(pairs).toContain(`${byggherre.id}>${ombrukBergen.id}`);
  });

  it('include a requested order with a private supplier draft', () => {
    expect(
      seeds.some(
        (seed) =>
          seed.order.state === 'REQUESTED' &&
          seed.order.quote.quotedPrice !== undefined &&
          !seed.order.quoteVisible &&
          seed.changes.some((change) => change.visibility === 'SUPPLIER'),
      ),
    ).toBe(true);
  });

  it('give the supplier a real planning board: overlapping, undated and late work', () => {
    const today = NOW.toISOString().slice(0, 10);
    const board = seeds
      .map((seed) => seed.order)
      .filter(
        (order) =>
          order.supplier.id === gjenbrukOslo.id &&
          ['ACCEPTED', 'PLANNED', 'IN_PROGRESS'].includes(order.state),
      );
    expect(board.length).toBeGreaterThanOrEqual(15);
    const dated = board.filter(
      (order) => order.quote.estimatedStartDate && order.quote.estimatedCompletionDate,
    );
    expect(board.length - dated.length).toBeGreaterThanOrEqual(2);
    const overlapping = dated.filter((a) =>
      dated.some(
        (b) =>
          a !== b &&
          (a.quote.estimatedStartDate ?? '') <= (b.quote.estimatedCompletionDate ?? '') &&
          (b.quote.estimatedStartDate ?? '') <= (a.quote.estimatedCompletionDate ?? ''),
      ),
    );
    expect(overlapping.length).toBeGreaterThanOrEqual(2);
    const late = dated.filter((order) => (order.quote.estimatedCompletionDate ?? '') < today);
    expect(late).toHaveLength(1);
  });

  it('include a quote that has run out and one that runs out within three days', () => {
    const today = NOW.toISOString().slice(0, 10);
    const inThreeDays = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const quoted = seeds.filter((seed) => seed.order.state === 'QUOTED').map((s) => s.order);
    expect(quoted.filter((o) => (o.quote.quoteValidUntil ?? '') < today)).toHaveLength(1);
    expect(
      quoted.some((o) => {
        const until = o.quote.quoteValidUntil ?? '';
        return until >= today && until <= inThreeDays;
      }),
    ).toBe(true);
  });

  it('have a history that leads to their state, in the past, with quotes still valid', () => {
    const today = NOW.toISOString().slice(0, 10);
    for (const { order, stateHistory } of seeds) {
      expect(stateHistory.at(-1)?.toState ?? 'DRAFT').toBe(order.state);
      const times = stateHistory.map((entry) => entry.occurredAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(order.updatedAt.getTime(), ...times)).toBeLessThan(NOW.getTime());
      if (order.state === 'QUOTED') expect(order.quote.quoteValidUntil ?? '').toMatch(/^\d{4}-/);
      // One quote has run out on purpose (the customer's "expired" example, see above).
      if (order.state === 'QUOTED' && !order.name.includes('Frogner hage'))
        expect((order.quote.quoteValidUntil ?? '') >= today).toBe(true);
    }
  });
});

describe('seed orders to compare (issue 37)', () => {
  const compared = buildSeedOrders(buildCatalogue(), NOW)
    .map((seed) => seed.order)
    .filter(
      (order) => order.customer.id === byggherre.id && order.name.endsWith('Nygårdsgaten 12'),
    );

  it('are three quotes on one category from three providers, one in EUR, one running out', () => {
    expect(compared).toHaveLength(3);
    expect(compared.every((order) => order.state === 'QUOTED' && order.quoteVisible)).toBe(true);
    expect(new Set(compared.map((order) => order.lines[0]?.categoryId)).size).toBe(1);
    expect(new Set(compared.map((order) => order.supplier.id)).size).toBe(3);
    expect(compared.map((order) => order.quote.quotedCurrency).sort()).toEqual([
      'EUR',
      'NOK',
      'NOK',
    ]);
    const today = NOW.toISOString().slice(0, 10);
    const inThreeDays = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const runningOut = compared.filter((order) => {
      const until = order.quote.quoteValidUntil ?? '';
      return until >= today && until <= inThreeDays;
    });
    expect(runningOut).toHaveLength(1);
  });
});
