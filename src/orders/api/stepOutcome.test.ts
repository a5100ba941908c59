import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/renderApp';
import * as v from 'valibot';
import { orderSchema } from './schemas';
import { readStepOutcome } from './stepOutcome';

const ORG = 'cust-org';
const asSent = (state: string) => ({ id: 7, name: 'Office chairs', state, _links: {} });
/** The order as the page had read it before the step. */
const before = v.parse(orderSchema, asSent('QUOTED'));

/** A server whose order answers are `states` in turn (the last one repeated). */
function serverAnswering(states: readonly string[]) {
  let reads = 0;
  const fetchImpl = vi.fn<typeof fetch>(() => {
    const state = states[Math.min(reads, states.length - 1)] ?? 'QUOTED';
    reads += 1;
    return Promise.resolve(
      Response.json(state === 'FAIL' ? {} : asSent(state), {
        status: state === 'FAIL' ? 503 : 200,
      }),
    );
  });
  return { client: testQueryClient(fetchImpl, { organizationId: ORG }), fetchImpl };
}

const noWait = { delaysMs: [1, 1, 1], sleep: () => Promise.resolve() };

describe('readStepOutcome: what a step did is read from the server', () => {
  it('is applied when the order read after the step has moved', async () => {
    const { client } = serverAnswering(['ACCEPTED']);
    const onProcessing = vi.fn();
    const outcome = await readStepOutcome(client, ORG, 7, before, { ...noWait, onProcessing });
    expect(outcome).toMatchObject({ kind: 'applied', order: { state: 'ACCEPTED' } });
    expect(onProcessing).not.toHaveBeenCalled();
  });

  it('says the step is being processed while the order has not moved, and reads until it does (202)', async () => {
    const { client, fetchImpl } = serverAnswering(['QUOTED', 'QUOTED', 'ACCEPTED']);
    const onProcessing = vi.fn();
    const outcome = await readStepOutcome(client, ORG, 7, before, { ...noWait, onProcessing });
    expect(onProcessing).toHaveBeenCalledOnce();
    expect(outcome).toMatchObject({ kind: 'applied', order: { state: 'ACCEPTED' } });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after its waits, saying the step is still being processed', async () => {
    const { client, fetchImpl } = serverAnswering(['QUOTED']);
    const outcome = await readStepOutcome(client, ORG, 7, before, noWait);
    expect(outcome).toEqual({ kind: 'processing' });
    expect(fetchImpl).toHaveBeenCalledTimes(1 + noWait.delaysMs.length);
  });

  it('says the order could not be read, rather than guessing', async () => {
    const { client } = serverAnswering(['FAIL']);
    const outcome = await readStepOutcome(client, ORG, 7, before, noWait);
    expect(outcome.kind).toBe('unread');
  });
});
