import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { orderKeys, orderReadQueryOptions, STEP_READ } from '../../orders';
import { workspaceKeys } from './keys';

const work: readonly unknown[] = orderReadQueryOptions('org-1', STEP_READ.supplier).queryKey;

describe('workspaceKeys', () => {
  it("keeps the organisation's services out of the order lists' refresh", async () => {
    const client = new QueryClient();
    client.setQueryData(work, { orders: [], total: 0 });
    client.setQueryData(workspaceKeys.services('org-1', 'en'), []);
    await client.invalidateQueries({ queryKey: orderKeys.lists('org-1') });
    expect(client.getQueryState(work)?.isInvalidated).toBe(true);
    expect(client.getQueryState(workspaceKeys.services('org-1', 'en'))?.isInvalidated).toBe(false);
  });

  it('is organisation-scoped: removing ["org"] removes everything of the workspace', () => {
    const client = new QueryClient();
    client.setQueryData(work, { orders: [], total: 0 });
    client.setQueryData(workspaceKeys.services('org-1', 'nb'), []);
    client.removeQueries({ queryKey: ['org'] });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
