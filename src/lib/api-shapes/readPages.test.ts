import { describe, expect, it } from 'vitest';
import { readPages, type PageBudget, type PageRead } from './readPages';

interface Item {
  id: number;
}

const PAGE_SIZE = 100;

/**
 * A list of `count` items served `PAGE_SIZE` a page, the way a server may: with or without a
 * total, with numbered `next` links, cursor links or none, or answering page 0 whatever is asked.
 * Keeps the page numbers asked and how many requests ran at once at most.
 */
function fakeList(
  count: number,
  server: { total?: boolean; links?: 'numbered' | 'cursor' | 'none'; ignoresPages?: boolean } = {},
) {
  const { total = true, links = 'numbered', ignoresPages = false } = server;
  const all = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
  const state = { asked: [] as number[], running: 0, most: 0, followed: 0 };
  const read = async (pageNumber: number, previous: PageRead<Item> | undefined) => {
    state.asked.push(pageNumber);
    if (previous?.links.next !== undefined) state.followed += 1;
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await new Promise((resolve) => setTimeout(resolve, 0));
    state.running -= 1;
    const served = ignoresPages ? 0 : pageNumber;
    const items = all.slice(served * PAGE_SIZE, (served + 1) * PAGE_SIZE);
    const more = (served + 1) * PAGE_SIZE < count;
    const next =
      !more || links === 'none'
        ? undefined
        : links === 'numbered'
          ? `/orders?pageNumber=${String(served + 1)}&pageSize=100`
          : `/orders?cursor=c${String(served + 1)}`;
    const implied = served * PAGE_SIZE + items.length + (next === undefined ? 0 : 1);
    return {
      items,
      total: total ? count : implied,
      totalGiven: total,
      links: next === undefined ? {} : { next },
    };
  };
  return { read, state };
}

/** The budget of the header count (orderLists.ts), small enough to see in a test. */
const budget: PageBudget = { pageSize: PAGE_SIZE, maxPages: 30, maxItems: 10_000, concurrency: 3 };

describe('readPages', () => {
  it('reads 10,000 candidates whole once the first page gives the total, 3 pages at a time', async () => {
    const { read, state } = fakeList(10_000);
    const result = await readPages(read, budget);
    expect(result.items).toHaveLength(10_000);
    expect(result).toMatchObject({ total: 10_000, capped: false, pagesRead: 100 });
    expect(state.asked.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(state.most).toBe(3);
    // Asked by number, not by following `next` links one after the other.
    expect(state.followed).toBe(0);
  });

  it('past the ceiling, reads up to it and says there are more', async () => {
    const { read, state } = fakeList(10_250);
    const result = await readPages(read, budget);
    expect(result).toMatchObject({ total: 10_250, capped: true, pagesRead: 100 });
    expect(result.items).toHaveLength(10_000);
    expect(Math.max(...state.asked)).toBe(99);
  });

  it('a list of one page costs one request', async () => {
    const { read, state } = fakeList(42);
    expect(await readPages(read, budget)).toMatchObject({ total: 42, capped: false, pagesRead: 1 });
    expect(state.asked).toEqual([0]);
  });

  it('without a total, reads one page after the other to a short last page', async () => {
    const { read, state } = fakeList(2_050, { total: false });
    const result = await readPages(read, budget);
    expect(result).toMatchObject({ total: 2_050, capped: false, pagesRead: 21 });
    expect(state.most).toBe(1);
    expect(state.followed).toBe(20);
  });

  it('without a total and without an end within `maxPages`, says "at least"', async () => {
    const { read } = fakeList(10_000, { total: false, links: 'none' });
    const result = await readPages(read, budget);
    expect(result).toMatchObject({ total: 3_000, capped: true, pagesRead: 30 });
    expect(result.items).toHaveLength(3_000);
  });

  it('with a total but cursor links, follows the links one page after the other', async () => {
    const { read, state } = fakeList(450, { links: 'cursor' });
    const result = await readPages(read, budget);
    expect(result).toMatchObject({ total: 450, capped: false, pagesRead: 5 });
    expect(state.most).toBe(1);
    expect(state.followed).toBe(4);
  });

  it('a server that answers the same page whatever is asked is not counted as exact', async () => {
    const { read } = fakeList(500, { ignoresPages: true });
    const result = await readPages(read, budget);
    expect(result.items).toHaveLength(100);
    expect(result).toMatchObject({ total: 500, capped: true });
  });

  it('a total that grew while reading is the one compared with', async () => {
    const { read } = fakeList(250);
    const growing = async (pageNumber: number, previous: PageRead<Item> | undefined) => {
      const page = await read(pageNumber, previous);
      return pageNumber === 2 ? { ...page, total: 251 } : page;
    };
    expect(await readPages(growing, budget)).toMatchObject({ total: 251, capped: true });
  });

  it('a failing page fails the read, and no page after it is asked', async () => {
    const { read, state } = fakeList(5_000);
    const failing = (pageNumber: number, previous: PageRead<Item> | undefined) =>
      pageNumber === 4 ? Promise.reject(new Error('503')) : read(pageNumber, previous);
    await expect(readPages(failing, budget)).rejects.toThrow('503');
    expect(Math.max(...state.asked)).toBeLessThan(10);
  });
});
