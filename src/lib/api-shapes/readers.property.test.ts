import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeAnswer, fieldKey } from '../http/decode';
import { parseProblem as parseDecoded } from '../http/problem';
import { readCollection } from './collection';
import { lenientRecord } from './lenient';
import { readPaging } from './paging';
import { readTree } from './tree';
import { readInstant } from './values';

/** As the client reads an error body: decoded at the boundary first. */
const parseProblem = (body: unknown) => parseDecoded(decodeAnswer(body, 'https://api.test/x'));

/**
 * Property-based tests of the readers (decision 0110): legal envelopes, field spellings, date
 * encodings and paging styles are generated; every record must be read once or the answer
 * reported unreadable, and nothing is read as empty because it was not read.
 */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const item = v.looseObject({ id: v.number() });
const records = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 30 })
  .map((ids) => ids.map((id) => ({ id, label: `r${String(id)}` })));
const listKey = fc.oneof(
  fc.constantFrom('content', 'items', 'data', 'results', 'entries', 'orders', 'records'),
  fc
    .stringMatching(/^[a-z][A-Za-z]{2,12}$/)
    .filter((key) => !['links', 'errors', 'meta', 'page', 'included', 'warnings'].includes(key)),
);

/** Every legal envelope of a list: bare, HAL, top-level key with metadata, header totals. */
const envelope = (list: Record<string, unknown>[], key: string) =>
  fc.constantFrom<[unknown, Record<string, string>]>(
    [list, { 'X-Total-Count': String(list.length) }],
    [
      list,
      {
        'Content-Range': list.length
          ? `items 0-${String(list.length - 1)}/${String(list.length)}`
          : 'items */0',
      },
    ],
    [{ _embedded: { [key]: list }, page: { totalElements: list.length, number: 0, size: 30 } }, {}],
    [{ [key]: list, total: list.length }, {}],
    [{ [key]: list, meta: { total: list.length } }, {}],
    [{ count: list.length, next: null, previous: null, [key]: list }, {}],
  );

describe('readCollection (property)', () => {
  it('reads every record of every legal envelope exactly once, with its total', () => {
    const cases = fc
      .tuple(records, listKey)
      .chain(([list, key]) => envelope(list, key).map((answer) => ({ list, answer })));
    fc.assert(
      fc.property(cases, ({ list, answer: [body, headers] }) => {
        const read = readCollection(body, new Headers(headers), item, { what: 'GET /x' });
        expect(read.items.map((one) => one.id)).toEqual(list.map((one) => one.id));
        expect(read.total).toBe(list.length);
      }),
    );
  });

  it('reports an answer with an unreadable record as unreadable, never as fewer records', () => {
    const cases = fc.tuple(
      records.filter((list) => list.length > 0),
      listKey,
      fc.nat(),
    );
    fc.assert(
      fc.property(cases, ([list, key, at]) => {
        const broken = list.map((one, index) =>
          index === at % list.length ? { ...one, id: 'not-a-number' } : one,
        );
        expect(() =>
          readCollection({ [key]: broken }, new Headers(), item, { what: 'GET /x' }),
        ).toThrow();
      }),
    );
  });
});

describe('readPaging (property)', () => {
  it("reads the first offset from Content-Range and the page's number from Spring's metadata", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: 1, max: 100 }), (page, size) => {
        const offset = page * size;
        const range = `items ${String(offset)}-${String(offset + size - 1)}/${String(offset + size)}`;
        expect(readPaging([], new Headers({ 'Content-Range': range })).firstOffset).toBe(offset);
        expect(readPaging({ page: { number: page, size } }, new Headers()).pageNumber).toBe(page);
      }),
    );
  });
});

describe('readTree (property)', () => {
  interface Raw {
    id: number | string;
    name: string;
    [key: string]: unknown;
  }
  const node = v.looseObject({ id: v.union([v.number(), v.string()]), name: v.string() });
  const childKey = fc.constantFrom('children', 'subcategories', 'narrower', 'nodes', 'kids');
  const ids = fc.oneof(fc.integer({ min: 1 }), fc.stringMatching(/^[a-z]{1,8}-\d{1,4}$/));
  const treeOf = (depth: number): fc.Arbitrary<Raw> =>
    fc
      .record({
        id: ids,
        name: fc.string({ minLength: 1, maxLength: 8 }),
        key: childKey,
        children: depth === 0 ? fc.constant([]) : fc.array(treeOf(depth - 1), { maxLength: 3 }),
      })
      .map(({ id, name, key, children }) => ({ id, name, [key]: children }));
  const tree = { node: treeOf(3) };
  const count = (raw: unknown): number => {
    if (typeof raw !== 'object' || raw === null) return 0;
    const arrays = Object.values(raw).filter(Array.isArray) as unknown[][];
    return 1 + arrays.flat().reduce<number>((sum, child) => sum + count(child), 0);
  };
  const countRead = (nodes: { children: unknown[] }[]): number =>
    nodes.reduce((sum, one) => sum + 1 + countRead(one.children as { children: unknown[] }[]), 0);

  it('reads every node once, whether the root is one node or a list, under any child key', () => {
    fc.assert(
      fc.property(tree.node, fc.boolean(), (root, asList) => {
        const read = readTree(asList ? [root] : root, new Headers(), node, { what: 'GET /c' });
        expect(countRead(read)).toBe(count(root));
      }),
    );
  });
});

describe('readInstant (property)', () => {
  it('reads the same instant from ISO text, epoch seconds and milliseconds, as numbers or text', () => {
    const instants = fc
      // From 1973: smaller epoch numbers are read as seconds (values.ts, EPOCH_SECONDS_LIMIT).
      .integer({ min: 100_000_000, max: 4_102_444_800 })
      .map((seconds) => seconds * 1000);
    fc.assert(
      fc.property(instants, (ms) => {
        const iso = new Date(ms).toISOString();
        for (const encoded of [ms, ms / 1000, String(ms), String(ms / 1000), iso])
          expect(readInstant(encoded)).toBe(iso);
        expect(readInstant(iso.replace('Z', '+00:00'))).toBe(iso);
      }),
    );
  });
});

describe('lenientRecord (property)', () => {
  const order = lenientRecord(
    'order',
    { id: v.number(), state: v.string() },
    { createdAt: v.string(), name: v.string() },
  );
  it('never fails on an odd optional field, and names it unreadable instead of empty', () => {
    const odd = fc.oneof(fc.integer(), fc.boolean(), fc.object(), fc.array(fc.integer()));
    fc.assert(
      fc.property(fc.integer(), odd, (id, value) => {
        const read = v.parse(order, { id, state: 'DRAFT', createdAt: value, name: 'x' });
        expect(read.createdAt).toBeUndefined();
        expect(read.unreadableFields).toEqual(['createdAt']);
        expect(read.name).toBe('x');
      }),
    );
  });
});

describe('parseProblem (property)', () => {
  const sentence = fc.stringMatching(/^[A-Z][a-z]{2,10}( [a-z]{2,10}){1,4}\.$/);
  it("finds the server's sentences in every error shape", () => {
    const shapes = (said: string) =>
      fc.constantFrom<unknown>(
        { message: said },
        { message: [said], statusCode: 400, error: 'Bad Request' },
        { detail: said, title: 'Bad Request', status: 400 },
        { error: 'invalid_request', error_description: said },
        { errors: [said] },
        { errors: [{ detail: said }] },
      );
    fc.assert(
      fc.property(
        sentence.chain((said) => shapes(said).map((body) => ({ said, body }))),
        ({ said, body }) => {
          expect(parseProblem(body).detail).toContain(said);
        },
      ),
    );
  });

  it('attaches field errors to their field in every field-error shape', () => {
    const field = fc.constantFrom('quotedPrice', 'quotedCurrency', 'quoteValidUntil');
    const shapes = (name: string, said: string) =>
      fc.constantFrom<unknown>(
        { errors: { [name]: [said] }, title: 'Invalid' },
        { errors: [{ detail: said, source: { pointer: `/data/attributes/${name}` } }] },
        { [name]: [said] },
        { errors: [{ field: name, message: said }] },
        { violations: [{ propertyPath: name, message: said }] },
      );
    fc.assert(
      fc.property(
        fc
          .tuple(field, sentence)
          .chain(([name, said]) => shapes(name, said).map((body) => ({ name, said, body }))),
        ({ name, said, body }) => {
          expect(parseProblem(body).fieldErrors).toContainEqual(
            expect.objectContaining({ field: fieldKey(name), code: said }),
          );
        },
      ),
    );
  });
});
