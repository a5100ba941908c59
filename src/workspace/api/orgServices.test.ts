import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCollection } from '../../lib/api-shapes';
import { decodeAnswer } from '../../lib/http/decode';
import { orgServiceSchema } from './orgServices';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** As the app reads a record: decoded at the boundary (src/lib/http/decode.ts), then read. */
const read = (raw: unknown) => v.parse(orgServiceSchema, decodeAnswer(raw, 'https://api.test/x'));
const CO2E = { impactCategory: 'climateChange', total: 1.5, savings: 12, unit: 'kgCO2e' };

describe('orgServiceSchema: the 4.3 record in the spellings stacks use', () => {
  it.each([
    [
      'the sandbox (the spec 2.6 solution plus public)',
      {
        id: 7,
        name: 'Repair',
        type: 'RETAIN_VALUE',
        public: true,
        categoryName: 'Doors',
        co2eData: CO2E,
      },
    ],
    [
      'Rails JSON:API (jsonapi-serializer): a resource with snake_case attributes',
      {
        id: '7',
        type: 'service',
        attributes: {
          name: 'Repair',
          service_type: 'RETAIN_VALUE',
          published: true,
          category_name: 'Doors',
          co2e_data: { impact_category: 'climateChange', total: 1.5, savings: 12, unit: 'kgCO2e' },
        },
      },
    ],
    [
      'Django REST framework: snake_case, a nested category serializer, a visibility word',
      {
        id: 7,
        title: 'Repair',
        solution_type: 'RETAIN_VALUE',
        visibility: 'PUBLIC',
        category: { id: 3, name: 'doors', display_name: 'Doors' },
        co2e_data: {
          impact_category: 'climateChange',
          total: '1.5',
          savings: '12',
          unit: 'kgCO2e',
        },
      },
    ],
    [
      'ASP.NET Core / NestJS: camelCase with isPublic and an eager relation',
      {
        id: 7,
        name: 'Repair',
        type: 'RETAIN_VALUE',
        isPublic: true,
        category: { id: 3, displayName: 'Doors' },
        co2eData: CO2E,
      },
    ],
  ])('%s', (_, raw) => {
    const service = read(raw);
    expect(service).toMatchObject({
      id: 7,
      name: 'Repair',
      type: 'RETAIN_VALUE',
      public: true,
      categoryName: 'Doors',
      co2eData: { impactCategory: 'climateChange', total: 1.5, savings: 12, unit: 'kgCO2e' },
      unreadableFields: [],
    });
  });

  it('reads a private service in words and a visibility it does not know as not readable', () => {
    expect(read({ id: 1, visibility: 'private' }).public).toBe(false);
    expect(read({ id: 1, is_public: 'false' }).public).toBe(false);
    const odd = read({ id: 1, visibility: 'partners-only' });
    expect(odd.public).toBeUndefined();
    expect(odd.unreadableFields).toEqual(['public']);
  });

  it('needs only an id; everything else may be absent', () => {
    expect(read({ id: 'svc-1' })).toMatchObject({ id: 'svc-1', unreadableFields: [] });
    expect(() => read({ name: 'No id' })).toThrow();
  });

  it('a list of them in any envelope (a JSON:API document here)', () => {
    const list = readCollection(
      { data: [{ id: '1', type: 'service', attributes: { name: 'A' } }], meta: { total: 1 } },
      new Headers(),
      orgServiceSchema,
      { what: 'GET /{orgId}/service' },
    );
    expect(list.items.map((one) => [one.id, one.name])).toEqual([[1, 'A']]);
    expect(list.total).toBe(1);
  });
});

describe('orgServiceSchema (property)', () => {
  const spellings = {
    name: ['name', 'title', 'display_name', 'serviceName'],
    type: ['type', 'service_type', 'solutionType', 'kind'],
    public: ['public', 'is_public', 'published', 'visibility'],
    categoryName: ['categoryName', 'category_name', 'categoryLabel'],
  };
  const spelling = fc.record({
    name: fc.constantFrom(...spellings.name),
    type: fc.constantFrom(...spellings.type),
    public: fc.constantFrom(...spellings.public),
    categoryName: fc.constantFrom(...spellings.categoryName),
  });
  /** A value of the field, or one the reader cannot read (`odd`). */
  const value = (good: fc.Arbitrary<unknown>) =>
    fc.oneof(
      good.map((one) => ({ odd: false, one })),
      fc
        .oneof(fc.integer(), fc.constant({ nested: true }), fc.constant([1, 2]))
        .map((one) => ({ odd: true, one })),
      fc.constant({ odd: false, one: undefined }),
    );
  const words = fc.stringMatching(/^[A-Z][a-z]{1,10}( [a-z]{1,8}){0,2}$/);
  const fields = fc.record({
    name: value(words),
    type: value(fc.constantFrom('RECOVER_VALUE', 'RETAIN_VALUE', 'NEW_KIND')),
    public: value(fc.constantFrom(true, false, 'PUBLIC', 'private', 'true')),
    categoryName: value(words),
  });
  const asResource = fc.boolean();

  it('reads each field once or names it not readable; nothing unread reads as empty, a flag left out as false', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1 }),
        spelling,
        fields,
        asResource,
        (id, keys, sent, jsonApi) => {
          const flat: Record<string, unknown> = { id };
          for (const field of ['name', 'type', 'public', 'categoryName'] as const)
            if (sent[field].one !== undefined) flat[keys[field]] = sent[field].one;
          // JSON:API keeps `type` for the resource's kind: the service's type has another name.
          if (jsonApi && 'type' in flat) return;
          const { id: _id, ...attributes } = flat;
          const raw = jsonApi ? { id: String(id), type: 'service', attributes } : flat;
          const service = read(raw);
          expect(service.id).toBe(id);
          for (const field of ['name', 'type', 'public', 'categoryName'] as const) {
            const { odd, one } = sent[field];
            const got = service[field];
            // A flag left out is false; any other field left out is absent.
            if (one === undefined) expect(got).toBe(field === 'public' ? false : undefined);
            else if (odd) {
              expect(got).toBeUndefined();
              expect(service.unreadableFields).toContain(field);
            } else {
              expect(got).not.toBeUndefined();
              expect(service.unreadableFields).not.toContain(field);
            }
          }
        },
      ),
    );
  });
});
