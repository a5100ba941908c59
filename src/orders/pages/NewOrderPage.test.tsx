import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { recordedConfig, renderApp } from '../../test/renderApp';
import { loadRecording, playback } from '../../test/recordedApi';
import json from '../../test/recorded/new-order.json';
import { Component as NewOrderPage } from './NewOrderPage';

/** The sandbox's answers to the service lookup and to creating the draft. */
const recording = loadRecording(json);
const facts = v.parse(
  v.object({
    solutionId: v.number(),
    categoryId: v.number(),
    serviceName: v.string(),
    createdId: v.number(),
    customer: v.object({ id: v.string(), name: v.string() }),
    providerId: v.string(),
  }),
  recording.facts,
);

// A page waits for several answers and lazy parts: generous on a loaded machine.
describe('NewOrderPage on the sandbox’s recorded answers', { timeout: 30_000 }, () => {
  it('shows the service, names the order, creates the draft once and opens it', async () => {
    sessionStorage.clear();
    const api = playback(recording);
    const user = userEvent.setup();
    const { router } = renderApp(<NewOrderPage />, {
      path: '/orders/new',
      url: `/orders/new?solutionId=${String(facts.solutionId)}&categoryId=${String(facts.categoryId)}&provider=${facts.providerId}`,
      routes: [{ path: '/orders/:id', element: <p>The order page</p> }],
      config: recordedConfig(recording.origin),
      fetch: api.fetch,
      organizations: [facts.customer],
    });
    // The line shows the service the lookup found, and the name is prefilled with it.
    expect(await screen.findByRole('link', { name: facts.serviceName })).toBeVisible();
    const name = screen.getByRole('textbox', { name: /Order name/ });
    await waitFor(() => expect(name).toHaveValue(facts.serviceName));

    await user.clear(name);
    await user.type(name, 'Office chairs, Bryggen');
    await user.click(screen.getByRole('button', { name: 'Create draft order' }));

    expect(await screen.findByText('The order page')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/orders/${String(facts.createdId)}`);
    const creates = api.sent.filter((request) => request.method === 'POST');
    expect(creates).toEqual([
      {
        method: 'POST',
        url: `${recording.origin}/services/v1/orders`,
        body: {
          name: 'Office chairs, Bryggen',
          lines: [{ solutionId: facts.solutionId, categoryId: facts.categoryId }],
        },
      },
    ]);
    expect(api.missed).toEqual([]);
  });
});
