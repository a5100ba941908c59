import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderSchema } from './schemas';

const base = { id: 7, state: 'REQUESTED', _links: { self: { href: '/orders/7' } } };
const read = (times: Record<string, unknown>) => v.parse(orderSchema, { ...base, ...times });

describe('an order’s times by meaning', () => {
  it.each([
    [{ created: '2026-11-20T10:00:00.0000000+01:00', lastModified: '2026-11-21T10:00:00+01:00' }],
    [{ insertedAt: '2026-11-20T09:00:00.000000Z', updatedOn: '2026-11-21T09:00:00Z' }],
    [{ dateCreated: 1_795_165_200_000, dateModified: 1_795_251_600 }],
    [{ creationTime: '2026-11-20T09:00:00Z', changedAt: '2026-11-21T09:00:00Z' }],
    [{ createdAt: '2026-11-20T09:00:00Z', updatedAt: '2026-11-21T09:00:00Z' }],
  ])('reads %j as created and last changed', (times) => {
    const order = read(times);
    expect(order.createdAt).toBe('2026-11-20T09:00:00.000Z');
    expect(order.updatedAt).toBe('2026-11-21T09:00:00.000Z');
  });

  it('never takes who for when, nor a number under a name that speaks of no moment', () => {
    const order = read({
      createdBy: 1_795_165_200,
      lastModifiedBy: '42',
      lastCount: 1_795_251_600,
    });
    expect(order.createdAt).toBeUndefined();
    expect(order.updatedAt).toBeUndefined();
  });

  it('keeps a time under its usual name, readable or not', () => {
    const order = read({ createdAt: 'soon', created: '2026-11-20T09:00:00Z' });
    expect(order.createdAt).toBeUndefined();
    expect(order.unreadableFields).toContain('createdAt');
  });
});

describe('an order’s times by meaning (property)', () => {
  const created = fc.constantFrom(
    ['created'],
    ['creation', 'time'],
    ['inserted', 'at'],
    ['date', 'created'],
    ['added', 'on'],
  );
  const changed = fc.constantFrom(
    ['last', 'modified'],
    ['updated', 'on'],
    ['date', 'modified'],
    ['changed', 'at'],
    ['last', 'edited'],
  );
  const style = fc.constantFrom(
    (words: readonly string[]) => words.join('_'),
    (words: readonly string[]) => words.join('-'),
    (words: readonly string[]) =>
      words
        .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
        .join(''),
    (words: readonly string[]) =>
      words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(''),
  );
  const instant = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 }).map((s) => s * 1000);
  const encode = fc.constantFrom(
    (at: number) => new Date(at).toISOString().replace('.000Z', '.0000000+00:00'),
    (at: number) => new Date(at + 3_600_000).toISOString().replace('Z', '+01:00'),
    (at: number) => at,
    (at: number) => at / 1000,
  );

  it('reads both times under any name that speaks of creating and changing, in any case', () => {
    fc.assert(
      fc.property(created, changed, style, instant, instant, encode, (c, u, key, at1, at2, enc) => {
        const order = read({ [key(c)]: enc(at1), [key(u)]: enc(at2), createdBy: 4242 });
        expect(order.createdAt).toBe(new Date(at1).toISOString());
        expect(order.updatedAt).toBe(new Date(at2).toISOString());
      }),
    );
  });
});
