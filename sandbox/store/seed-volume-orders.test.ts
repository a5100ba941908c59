import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '../orders/stateMachine.ts';
import { buildCatalogue } from './seed/index.ts';
import { buildVolumeOrders, VOLUME_CYCLE } from './seed-volume-orders.ts';

describe('buildVolumeOrders', () => {
  const catalogue = buildCatalogue({});
  const now = new Date('2026-11-24T12:00:00Z');

  it('makes the asked number, cycling through the main path, one minute apart', () => {
    const orders = buildVolumeOrders(catalogue, now, VOLUME_CYCLE.length * 2);
    expect(orders).toHaveLength(18);
    // The main path as the state machine lists it; a request with a saved price is still REQUESTED.
    const mainPath = ORDER_STATES.filter((state) => state !== 'CANCELLED');
    expect(orders.slice(0, 9).map((seed) => seed.order.state)).toEqual(
      mainPath.flatMap((state) => (state === 'REQUESTED' ? [state, state] : [state])),
    );
    const times = orders.map((seed) => seed.order.updatedAt.getTime());
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(60_000);
    expect(orders.every((seed) => seed.order.updatedAt < now)).toBe(true);
  });

  it('makes none for 0', () => {
    expect(buildVolumeOrders(catalogue, now, 0)).toEqual([]);
  });
});
