import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './seed/index.ts';
import { buildVolumeOrders, VOLUME_CYCLE } from './seed-volume-orders.ts';

describe('buildVolumeOrders', () => {
  const catalogue = buildCatalogue({});
  const now = new Date('2026-11-24T12:00:00Z');

  it('makes the asked number, cycling through the main path, one minute apart', () => {
    const orders = buildVolumeOrders(catalogue, now, VOLUME_CYCLE.length * 2);
    expect(orders).toHaveLength(18);
    expect(orders.slice(0, 9).map((seed) => seed.order.state)).toEqual([
      'DRAFT',
      'REQUESTED',
      'REQUESTED',
      'QUOTED',
      'ACCEPTED',
      'PLANNED',
      'IN_PROGRESS',
      'COMPLETED',
      'APPROVED',
    ]);
    const times = orders.map((seed) => seed.order.updatedAt.getTime());
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(60_000);
    expect(orders.every((seed) => seed.order.updatedAt < now)).toBe(true);
  });

  it('makes none for 0', () => {
    expect(buildVolumeOrders(catalogue, now, 0)).toEqual([]);
  });
});
