import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { workspaceKeys } from './workspaceKeys';

describe('workspaceKeys', () => {
  it('puts the order lists under the orders list prefix, so its invalidation refreshes them', async () => {
    const client = new QueryClient();
    client.setQueryData(workspaceKeys.homeOrders('org-1'), { orders: [], total: 0 });
    client.setQueryData(workspaceKeys.approvedOrders('org-1', 'customer'), { orders: [] });
    client.setQueryData(workspaceKeys.services('org-1', 'en'), []);
    await client.invalidateQueries({ queryKey: ['org', 'org-1', 'orders', 'list'] });
    expect(client.getQueryState(workspaceKeys.homeOrders('org-1'))?.isInvalidated).toBe(true);
    expect(
      client.getQueryState(workspaceKeys.approvedOrders('org-1', 'customer'))?.isInvalidated,
    ).toBe(true);
    expect(client.getQueryState(workspaceKeys.services('org-1', 'en'))?.isInvalidated).toBe(false);
  });

  it('is organisation-scoped: removing ["org"] removes everything of the workspace', () => {
    const client = new QueryClient();
    client.setQueryData(workspaceKeys.homeOrders('org-1'), { orders: [], total: 0 });
    client.setQueryData(workspaceKeys.services('org-1', 'nb'), []);
    client.removeQueries({ queryKey: ['org'] });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
