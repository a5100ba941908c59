import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../orders';
import { workspaceKeys } from './keys';

describe('workspaceKeys', () => {
  it("keeps the organisation's services out of the order lists' refresh", async () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.open('org-1', 'work'), { orders: [], total: 0 });
    client.setQueryData(workspaceKeys.services('org-1', 'en'), []);
    await client.invalidateQueries({ queryKey: orderKeys.lists('org-1') });
    expect(client.getQueryState(orderKeys.open('org-1', 'work'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(workspaceKeys.services('org-1', 'en'))?.isInvalidated).toBe(false);
  });

  it('is organisation-scoped: removing ["org"] removes everything of the workspace', () => {
    const client = new QueryClient();
    client.setQueryData(orderKeys.open('org-1', 'work'), { orders: [], total: 0 });
    client.setQueryData(workspaceKeys.services('org-1', 'nb'), []);
    client.removeQueries({ queryKey: ['org'] });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
