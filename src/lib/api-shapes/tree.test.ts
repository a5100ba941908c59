import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError';
import { readTree, readTreeInSlices } from './tree';

const node = v.looseObject({ id: v.number(), name: v.string() });
const read = (body: unknown) =>
  readTree(body, new Headers(), node, { what: 'GET /categories' }).map(function strip(n): unknown {
    return { id: n.id, name: n.name, children: n.children.map(strip) };
  });

const expected = [
  { id: 1, name: 'A', children: [{ id: 2, name: 'B', children: [] }] },
  { id: 3, name: 'C', children: [] },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readTree: the child nodes under whatever key the node uses (spec 2.7)', () => {
  it.each([
    ['children', 'children'],
    ['subcategories', 'subcategories'],
    ['subCategories', 'subCategories'],
    ['narrower', 'narrower'],
    ['an unknown key', 'kids'],
  ])('%s', (_label, key) => {
    const body = [
      { id: 1, name: 'A', [key]: [{ id: 2, name: 'B', [key]: [] }] },
      { id: 3, name: 'C' },
    ];
    expect(read(body)).toEqual(expected);
  });

  it('children under _embedded', () => {
    const body = [
      { id: 1, name: 'A', _embedded: { categories: [{ id: 2, name: 'B' }] } },
      { id: 3, name: 'C' },
    ];
    expect(read(body)).toEqual(expected);
  });

  it('the top level wrapped in HAL or content', () => {
    const top = [
      { id: 1, name: 'A', children: [{ id: 2, name: 'B' }] },
      { id: 3, name: 'C', children: [] },
    ];
    expect(read({ _embedded: { categories: top } })).toEqual(expected);
    expect(read({ content: top })).toEqual(expected);
  });

  it('an array of other objects is not taken for children', () => {
    const body = [
      { id: 1, name: 'A', labels: [{ lang: 'en' }], children: [{ id: 2, name: 'B' }] },
      { id: 3, name: 'C', labels: [{ lang: 'nb' }] },
    ];
    expect(read(body)).toEqual(expected);
  });

  it.each([
    ['a node without a name', [{ id: 1 }]],
    ['not a list', { taxonomy: 'x' }],
  ])('unreadable: %s', (_label, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => read(body)).toThrow(ApiError);
  });
});

describe('readTree: one root node, string ids', () => {
  const node = v.looseObject({ id: v.union([v.number(), v.string()]), name: v.string() });
  it('reads a single root node object as the one root', () => {
    const body = {
      id: 'root',
      name: 'Thing',
      narrower: [{ id: 'c-1', name: 'Chair', narrower: [] }],
    };
    const tree = readTree(body, new Headers(), node, { what: 'GET /categories' });
    expect(tree).toMatchObject([
      { id: 'root', name: 'Thing', children: [{ id: 'c-1', children: [] }] },
    ]);
  });

  it('refuses a child list with a member that is no node (never a leaf shown for it)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = [{ id: 1, name: 'A', kids: [{ id: 2, name: 'B' }, { id: 3 }] }];
    expect(() => readTree(body, new Headers(), node, { what: 'GET /categories' })).toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('readTreeInSlices: a large tree in short tasks', () => {
  /** Ten roots, each with `width` children of `width` children: 10 + 10·w + 10·w² nodes. */
  function largeTree(width: number) {
    let id = 0;
    const make = (depth: number): unknown => ({
      id: (id += 1),
      name: `Node ${String(id)}`,
      kids: depth < 2 ? Array.from({ length: width }, () => make(depth + 1)) : [],
    });
    return Array.from({ length: 10 }, () => make(0));
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives what readTree gives, in the same order', async () => {
    const body = largeTree(12);
    const sliced = await readTreeInSlices(body, new Headers(), node, { what: 'GET /c' });
    expect(sliced).toEqual(readTree(body, new Headers(), node, { what: 'GET /c' }));
    expect(sliced.map((root) => root.id)).toEqual(body.map((_, index) => 1 + index * 157));
  });

  it('lets the browser in between when reading takes longer than a slice', async () => {
    vi.stubGlobal('scheduler', undefined);
    // Every reading of the clock moves it on by a millisecond: a slice holds a few nodes.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true), 0);
    const read = readTreeInSlices(largeTree(3), new Headers(), node, { what: 'GET /c' });
    expect(otherTaskRan).toBe(false);
    const tree = await read;
    expect(otherTaskRan).toBe(true);
    expect(tree).toHaveLength(10);
  });

  it('refuses an unreadable node as readTree does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = [{ id: 1, name: 'A', kids: [{ id: 2, name: 'B' }, { id: 3 }] }];
    await expect(readTreeInSlices(body, new Headers(), node, { what: 'GET /c' })).rejects.toThrow(
      ApiError,
    );
  });
});
