import { describe, expect, it, vi } from 'vitest';
import { findSolutionById, LOOKUP_MAX_PAGES, type FetchLookupPage } from './findSolutionById';

/** `total` services with ids 1..total, served in pages like `/solutions`. */
function pages(total: number) {
  const fetchPage = vi.fn<FetchLookupPage<{ id: number }>>((_query, pageNumber, pageSize) => {
    const first = pageNumber * pageSize;
    const items = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - first)) },
      (_, i) => ({ id: first + i + 1 }),
    );
    return Promise.resolve({ items, total });
  });
  return fetchPage;
}

describe('findSolutionById', () => {
  it('asks for the category with its ancestors, 100 a page, from the first page', async () => {
    const fetchPage = pages(30);
    const result = await findSolutionById(fetchPage, 7, 'OfficeChair');
    expect(result).toEqual({ solution: { id: 7 }, requests: 1 });
    expect(fetchPage).toHaveBeenCalledWith(
      { category: 'OfficeChair', categoryMatch: 'ancestors' },
      0,
      100,
      undefined,
    );
  });

  it('pages on until the id turns up', async () => {
    const fetchPage = pages(350);
    const result = await findSolutionById(fetchPage, 301, 'Seating');
    expect(result).toEqual({ solution: { id: 301 }, requests: 4 });
    expect(fetchPage.mock.calls.map((call) => call[1])).toEqual([0, 1, 2, 3]);
  });

  it('stops after the last page and reports the service as gone', async () => {
    const fetchPage = pages(250);
    expect(await findSolutionById(fetchPage, 999, 'Seating')).toEqual({
      solution: null,
      requests: 3,
    });
  });

  it('stops when the total says there is no further page, even on a full page', async () => {
    const fetchPage = pages(200);
    expect(await findSolutionById(fetchPage, 999, 'Seating')).toEqual({
      solution: null,
      requests: 2,
    });
  });

  it('reads at most LOOKUP_MAX_PAGES pages', async () => {
    const fetchPage = pages(1_000_000);
    const result = await findSolutionById(fetchPage, 999_999, 'Furniture');
    expect(result).toEqual({ solution: null, requests: LOOKUP_MAX_PAGES });
  });

  it('narrows by the provider when a hint names it', async () => {
    const fetchPage = pages(5);
    await findSolutionById(fetchPage, 2, 'Sofa', { organizationId: 'org-1' });
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({
      category: 'Sofa',
      categoryMatch: 'ancestors',
      organizationIds: 'org-1',
    });
  });

  it('passes a failure on (the caller shows it with a way to retry)', async () => {
    const fetchPage = vi.fn<FetchLookupPage<{ id: number }>>(() =>
      Promise.reject(new Error('503')),
    );
    await expect(findSolutionById(fetchPage, 1, 'Sofa')).rejects.toThrow('503');
  });
});
