import { describe, expect, it } from 'vitest';
import { orderFixture, rawLinks } from '../testing/fixtures';
import { testQueryClient } from '../../test/renderApp';
import { orderKeys } from './keys';
import { changeHistoryQueryOptions, stateHistoryQueryOptions } from './orders';

/** A query client bound to a platform whose answers are `answers[path]`; paths asked in `asked`. */
function bound(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const queryClient = testQueryClient((input) => {
    const path = new URL(input instanceof Request ? input.url : input.toString()).pathname;
    asked.push(path);
    const body = answers[path];
    return Promise.resolve(
      body === undefined
        ? new Response(null, { status: 404 })
        : new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return { queryClient, asked };
}

describe('the order histories', () => {
  it("follow the cached order's links, without reading the order again", async () => {
    const order = orderFixture({
      _links: {
        ...rawLinks(7, {}),
        history: { href: '/services/v1/orders/7/state-log' },
        'change-history': { href: '/services/v1/orders/7/edits' },
      },
    });
    const { queryClient, asked } = bound({
      '/services/v1/orders/7/state-log': { _embedded: { history: [{ toState: 'QUOTED' }] } },
      '/services/v1/orders/7/edits': [{ field: 'name', oldValue: 'a', newValue: 'b' }],
    });
    queryClient.setQueryData(orderKeys.detail('supp-org', 7), order);
    const states = await queryClient.query(stateHistoryQueryOptions('supp-org', 7));
    const changes = await queryClient.query(changeHistoryQueryOptions('supp-org', 7));
    expect(states.entries.map((entry) => entry.toState)).toEqual(['QUOTED']);
    expect(changes.entries.map((entry) => entry.field)).toEqual(['name']);
    expect(asked).toEqual(['/services/v1/orders/7/state-log', '/services/v1/orders/7/edits']);
  });

  it('read the order first when it is not cached; no change-history link: nothing to read', async () => {
    const { _links: links, ...rest } = orderFixture();
    const withoutChanges = { ...rest, _links: { ...links, 'change-history': undefined } };
    const { queryClient, asked } = bound({ '/services/v1/orders/7': withoutChanges });
    expect(await queryClient.query(changeHistoryQueryOptions('supp-org', 7))).toEqual({
      entries: [],
      capped: false,
    });
    expect(asked).toEqual(['/services/v1/orders/7']);
  });
});
