import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { selectTransitions } from '../../lib/hal';
import { API_BASE, orderFixture, rawLinks, transitionLink } from '../testing/fixtures';
import { testQueryClient } from '../../test/renderApp';
import { orderKeys } from './keys';
import { isOrderChanged } from '../model/refusal';
import { useCreateOrder, useOrderTransition, useSaveQuoteDraft } from './mutations';
import type { StepOutcome } from './stepOutcome';

function setup(fetchImpl: typeof fetch) {
  const queryClient = testQueryClient(fetchImpl);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const approve = () => {
  const order = orderFixture({
    id: 7,
    state: 'DELIVERED',
    _links: rawLinks(7, { approve: transitionLink(7, 'approve', 'APPROVED') }),
  });
  const [action] = selectTransitions(order._links, ['approve'], API_BASE).actions;
  if (!action) throw new Error('fixture without an approve link');
  return action;
};

describe('useOrderTransition', () => {
  it('sends one request for two starts in one tick, and is pending until it settles', async () => {
    let answer: (response: Response) => void = () => undefined;
    // The step's POST waits for `answer`; the order read after it shows the step applied.
    const approved = { id: 7, name: 'Office chairs', state: 'APPROVED', _links: {} };
    const fetchImpl = vi.fn<typeof fetch>((_input, init) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(Response.json(approved)),
    );
    const { wrapper } = setup(fetchImpl);
    const { result } = renderHook(() => useOrderTransition('cust-org'), { wrapper });
    const action = approve();

    let first: Promise<StepOutcome> | null = null;
    let second: Promise<StepOutcome> | null = null;
    act(() => {
      first = result.current.start({ orderId: 7, action, body: {} });
      second = result.current.start({ orderId: 7, action, body: {} });
    });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await waitFor(() => expect(result.current.pendingRel).toBe('approve'));
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('POST');

    answer(new Response(null, { status: 204 }));
    const outcome = await act(() => first ?? Promise.resolve(null));
    expect(outcome).toMatchObject({ kind: 'applied', order: { state: 'APPROVED' } });
    await waitFor(() => expect(result.current.pendingRel).toBeNull());
  });
});

describe('useSaveQuoteDraft', () => {
  /** A draft save refused with `status`; the order read after it as `after`. */
  async function refusedSave(status: number, after: Record<string, unknown>) {
    const fetchImpl = vi.fn<typeof fetch>((_input, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? new Response('Conflict', { status })
          : Response.json({ id: 41, name: 'Chairs', ...after }),
      ),
    );
    const { wrapper } = setup(fetchImpl);
    const { result } = renderHook(() => useSaveQuoteDraft('supp-org', 41), { wrapper });
    return act(() =>
      result.current.mutateAsync({ quotedPrice: 10 }).then(
        () => null,
        (e: unknown) => e,
      ),
    );
  }

  it('a refused save on an order that no longer takes a quote is the order changed meanwhile', async () => {
    const error = await refusedSave(412, { state: 'CANCELLED', _links: rawLinks(41, {}) });
    expect(isOrderChanged(error) && error.order.state).toBe('CANCELLED');
  });

  it('a refused save on an order still taking a quote is the refusal as sent', async () => {
    const links = rawLinks(41, {
      quote: transitionLink(41, 'quote', 'QUOTED', { disabled: true }),
    });
    const error = await refusedSave(409, { state: 'REQUESTED', _links: links });
    expect(isOrderChanged(error)).toBe(false);
    expect(error).toMatchObject({ status: 409, detail: 'Conflict' });
  });
});

describe('useCreateOrder', () => {
  it("sends the form fill's key as Idempotency-Key and puts the new order in the cache", async () => {
    const created = orderFixture({ id: 55, state: 'DRAFT', name: 'Chairs' });
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify(created), {
          status: 201,
          headers: { 'Content-Type': 'application/json', Location: '/services/v1/orders/55' },
        }),
      ),
    );
    const { queryClient, wrapper } = setup(fetchImpl);
    const { result } = renderHook(() => useCreateOrder('cust-org'), { wrapper });
    const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';
    await act(() =>
      result.current.mutateAsync({
        input: { name: 'Chairs', lines: [{ solutionId: 1, categoryId: 2 }] },
        idempotencyKey: key,
      }),
    );
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe(`"${key}"`);
    expect(queryClient.getQueryData(orderKeys.detail('cust-org', 55))).toMatchObject({ id: 55 });
  });
  /**
   * A browser before a narrow CORS: with the key no request leaves; a create is applied and its
   * answer lost. Reading the drafts fails while `listDown` says so.
   */
  function narrowCorsLostCreate(idempotencyKey: string) {
    const created = orderFixture({ id: 55, state: 'DRAFT', name: 'Chairs' });
    const drafts: unknown[] = [orderFixture({ id: 9, state: 'DRAFT', name: 'Chairs' })];
    const state = { steps: 0, listDown: false };
    const fetchImpl = vi.fn<typeof fetch>((input, init) => {
      const url = input instanceof URL ? input.pathname : '';
      if (new Headers(init?.headers).has('Idempotency-Key')) return Promise.reject(new TypeError());
      if (init?.method === 'POST') {
        state.steps += 1;
        drafts.push(created);
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      if (url.endsWith('/orders/55')) return Promise.resolve(Response.json(created));
      if (state.listDown && drafts.length > 1) return Promise.reject(new TypeError());
      return Promise.resolve(Response.json(drafts));
    });
    const { wrapper } = setup(fetchImpl);
    const { result } = renderHook(() => useCreateOrder('cust-org'), { wrapper });
    const create = () =>
      act(() =>
        result.current.mutateAsync({
          input: { name: 'Chairs', lines: [{ solutionId: 11, categoryId: 22 }] },
          idempotencyKey,
        }),
      );
    return { state, create };
  }

  it('without the key (refused by the preflight), a lost answer finds the draft just made', async () => {
    const { state, create } = narrowCorsLostCreate('fill-1');
    expect(await create()).toMatchObject({ id: 55 });
    expect(state.steps).toBe(1);
  });

  it('without the key, a try again looks for the draft the lost answer made before asking', async () => {
    const { state, create } = narrowCorsLostCreate('fill-2');
    state.listDown = true;
    await expect(create()).rejects.toMatchObject({ kind: 'network' });
    state.listDown = false;
    expect(await create()).toMatchObject({ id: 55 });
    expect(state.steps).toBe(1);
  });
});
