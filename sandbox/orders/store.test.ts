import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemError } from '../http/problem.ts';
import { buildCatalogue } from '../store/seed/index.ts';
import { DEMO_ORGANIZATIONS } from '../store/seed/types.ts';
import { planTransition, roleOf } from './actions.ts';
import { createOrderStore, resetOrderStore, type OrderStore } from './store.ts';
import type { Actor } from './types.ts';

const catalogue = buildCatalogue({ scale: 300 });
const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;

function actor(organizationId: string, role: Actor['role']): Actor {
  return { userId: 'u1', name: 'Test User', organizationId, role };
}

describe('the order store (PGlite on disk)', () => {
  let dataDir: string;
  let store: OrderStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orders-store-'));
    store = await createOrderStore({ dataDir, catalogue });
  }, 120_000);

  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the seed orders on first open', async () => {
    const { total } = await store.listOrders({
      organizationId: gjenbrukOslo.id,
      pageNumber: 0,
      pageSize: 100,
    });
    expect(total).toBeGreaterThanOrEqual(6);
  });

  it('applies two simultaneous transitions exactly once', async () => {
    const created = await store.createOrder(
      {
        name: 'Race',
        customer: byggherre,
        supplier: gjenbrukOslo,
        lines: [{ solutionId: 1, categoryId: 1 }],
      },
      new Date(),
    );
    const attempt = (name: string) =>
      store.mutateOrder(
        created.id,
        (order) => ({
          mutation: planTransition(
            order,
            roleOf(order, byggherre.id) ?? 'SUPPLIER',
            name,
            {},
            new Date(),
          ),
          actor: actor(byggherre.id, 'CUSTOMER'),
        }),
        new Date(),
      );
    const results = await Promise.allSettled([attempt('request-quote'), attempt('request-quote')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((result) => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(ProblemError);
    expect(await store.stateHistory(created.id)).toHaveLength(1);
  });

  it('creates one draft per idempotency key, also for two at once, and forgets keys after 24 h', async () => {
    const input = {
      name: 'Once',
      customer: byggherre,
      supplier: gjenbrukOslo,
      lines: [{ solutionId: 1, categoryId: 1 }],
    };
    const claim = { key: 'k-1', fingerprint: 'body-a' };
    const t0 = new Date('2026-01-05T08:00:00Z');
    const [a, b] = await Promise.all([
      store.createOrderOnce(input, t0, claim),
      store.createOrderOnce(input, t0, claim),
    ]);
    expect(a.order.id).toBe(b.order.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);

    const later = new Date(t0.getTime() + 23 * 3_600_000);
    await expect(
      store.createOrderOnce(input, later, { key: 'k-1', fingerprint: 'body-b' }),
    ).rejects.toMatchObject({ init: { status: 422, code: 'IDEMPOTENCY_KEY_REUSED' } });

    const expired = await store.createOrderOnce(input, new Date(t0.getTime() + 25 * 3_600_000), {
      key: 'k-1',
      fingerprint: 'body-b',
    });
    expect(expired.replayed).toBe(false);
    expect(expired.order.id).not.toBe(a.order.id);
  });

  it('changes nothing when the plan refuses', async () => {
    const created = await store.createOrder(
      { name: 'Refused', customer: byggherre, supplier: gjenbrukOslo, lines: [] },
      new Date(),
    );
    await expect(
      store.mutateOrder(
        created.id,
        (order) => ({
          mutation: planTransition(order, 'CUSTOMER', 'approve', {}, new Date()),
          actor: actor(byggherre.id, 'CUSTOMER'),
        }),
        new Date(),
      ),
    ).rejects.toBeInstanceOf(ProblemError);
    expect(await store.getOrder(created.id)).toEqual(created);
    expect(await store.changeHistory(created.id)).toEqual([]);
  });

  it('keeps orders across a restart, and reset restores the seed', async () => {
    const created = await store.createOrder(
      { name: 'Survivor', customer: byggherre, supplier: gjenbrukOslo, lines: [] },
      new Date(),
    );
    await store.close();
    store = await createOrderStore({ dataDir, catalogue });
    expect((await store.getOrder(created.id))?.name).toBe('Survivor');

    await store.close();
    await resetOrderStore({ dataDir, catalogue });
    store = await createOrderStore({ dataDir, catalogue });
    expect(await store.getOrder(created.id)).toBeNull();
  }, 120_000);
});
