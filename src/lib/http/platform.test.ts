import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client';
import { bindPlatform, platformOf } from './platform';

const http = createHttpClient({ apiOrigins: [], getLanguage: () => 'en' });

describe('platformOf', () => {
  it('gives the platform bound to the query client, bases without a trailing slash', () => {
    const queryClient = new QueryClient();
    bindPlatform(queryClient, {
      http,
      catalogueBaseUrl: 'https://api.test/orgadmin/v1/',
      ordersBaseUrl: 'https://api.test/services/v1',
    });
    expect(platformOf(queryClient)).toEqual({
      http,
      catalogueBaseUrl: 'https://api.test/orgadmin/v1',
      ordersBaseUrl: 'https://api.test/services/v1',
    });
  });

  it('reaches a queryFn through its context', async () => {
    const queryClient = new QueryClient();
    bindPlatform(queryClient, { http, catalogueBaseUrl: 'c', ordersBaseUrl: 'o' });
    const base = await queryClient.query({
      queryKey: ['base'],
      queryFn: ({ client }) => platformOf(client).ordersBaseUrl,
    });
    expect(base).toBe('o');
  });

  it('refuses a query client with no platform bound', () => {
    expect(() => platformOf(new QueryClient())).toThrow(/No platform is bound/);
  });
});
