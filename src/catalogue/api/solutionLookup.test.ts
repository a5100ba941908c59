import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bindPlatform, createHttpClient } from '../../lib/http';
import { lookUpSolution } from './solutionLookup';

/** A query client bound to a platform whose requests go to `fetchMock`. */
function clientWith(fetchMock: typeof fetch) {
  const client = new QueryClient();
  bindPlatform(client, {
    http: createHttpClient({ apiOrigins: [], getLanguage: () => 'en', fetch: fetchMock }),
    catalogueBaseUrl: 'https://api.test/orgadmin/v1',
    ordersBaseUrl: 'https://api.test/services/v1',
  });
  return client;
}

function solution(id: number, categoryId: number) {
  return {
    id,
    name: `Service ${id}`,
    description: 'A service.',
    type: 'RECOVER_VALUE',
    module: 'REUSE',
    organizationId: 'org-1',
    organizationName: 'North AS',
    categoryId,
    categoryName: 'Kitchen packages (North)',
    providerLocation: { type: 'Point', coordinates: [10.7, 59.9] },
    co2eData: {
      impactCategory: 'climateChange',
      total: 1,
      savings: 2,
      unit: 'kgCO2e',
      status: 'VERIFIED',
    },
    functionalUnit: { amount: 1, unit: 'piece', expectedServiceLife: 10 },
  };
}

describe('lookUpSolution', () => {
  it("looks through the provider's services when the category is its own (not in the shared tree)", async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify([solution(7, 900), solution(9, 901)]), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '2' },
        }),
      ),
    );
    const found = await lookUpSolution(clientWith(fetchMock), 9, '', 'org-1');
    expect(found?.id).toBe(9);
    const input = fetchMock.mock.calls[0]?.[0];
    if (!(input instanceof URL)) throw new Error('the client fetches a URL');
    const url = input;
    expect(url.searchParams.get('organizationIds')).toBe('org-1');
    expect(url.searchParams.has('category')).toBe(false);
    expect(url.searchParams.has('categoryMatch')).toBe(false);
  });

  it('does not look without a provider when the category is not in the shared tree', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    expect(await lookUpSolution(clientWith(fetchMock), 9, '', undefined)).toBe(null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
