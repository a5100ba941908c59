import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError';
import { readTree } from './tree';

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
