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
    expect(seeds.length).toBeLessThanOrEqual(10);
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

  it('have a history that leads to their state, in the past, with quotes still valid', () => {
    const today = NOW.toISOString().slice(0, 10);
    for (const { order, stateHistory } of seeds) {
      expect(stateHistory.at(-1)?.toState ?? 'DRAFT').toBe(order.state);
      const times = stateHistory.map((entry) => entry.occurredAt.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(order.updatedAt.getTime(), ...times)).toBeLessThan(NOW.getTime());
      if (order.state === 'QUOTED') expect(order.quote.quoteValidUntil ?? '').toMatch(/^\d{4}-/);
      if (order.state === 'QUOTED') expect((order.quote.quoteValidUntil ?? '') >= today).toBe(true);
    }
  });
});
