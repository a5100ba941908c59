import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeAnswer } from '../../lib/http/decode';
import { solutionSchema } from './schemas';

/**
 * A service as any legal server may write it (spec 2.6; docs/platform-contract.md 4): every key in
 * a case style of its own, every optional field sent, null or left out, decimals as numbers or as
 * numeric strings. Read as the app reads it (the boundary's decoding, then the schema), each value
 * sent is read as sent or reported unreadable, and nothing is read that was not sent.
 */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ANSWER_URL = 'https://api.test/orgadmin/v1/solutions';

/** `functionalUnit` → `functionalUnit`, `functional_unit`, `functional-unit`, `FunctionalUnit`. */
const caseStyles = [
  (key: string) => key,
  (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  (key: string) => key.charAt(0).toUpperCase() + key.slice(1),
] as const;
const styledKey = (key: string) =>
  fc.constantFrom(...caseStyles).map((style) => ({ key, sent: style(key) }));

/** A decimal as a JSON number or as the numeric string several stacks send. */
const decimal = fc
  .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
  .map((n) => Math.round(n * 100) / 100 + 0)
  .chain((n) => fc.constantFrom<[number, unknown]>([n, n], [n, n.toFixed(2)]));

/** Optional text fields of the service: sent, null or absent. */
const OPTIONAL_TEXT = [
  'description',
  'type',
  'module',
  'organizationId',
  'organizationName',
  'categoryName',
];
const presence = fc.constantFrom('sent', 'null', 'absent');

const service = fc.record({
  id: fc.integer({ min: 1, max: 1e9 }),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  texts: fc.tuple(
    ...OPTIONAL_TEXT.map((key) =>
      fc.tuple(styledKey(key), presence, fc.string({ minLength: 1, maxLength: 12 })),
    ),
  ),
  co2e: fc.tuple(styledKey('co2eData'), presence, decimal, decimal),
  unit: fc.tuple(styledKey('functionalUnit'), presence, decimal, styledKey('expectedServiceLife')),
  idKey: styledKey('id'),
});

describe('a service from any legal server (property)', () => {
  it('reads each value sent as sent, null as absent, and nothing that was not sent', () => {
    fc.assert(
      fc.property(service, (generated) => {
        const raw: Record<string, unknown> = {
          [generated.idKey.sent]: generated.id,
          name: generated.name,
        };
        for (const [{ sent }, state, value] of generated.texts) {
          if (state !== 'absent') raw[sent] = state === 'null' ? null : value;
        }
        const [co2eKey, co2eState, [total], [savings, savingsSent]] = generated.co2e;
        if (co2eState !== 'absent') {
          raw[co2eKey.sent] =
            co2eState === 'null' ? null : { total, savings: savingsSent, unit: 'kg' };
        }
        const [unitKey, unitState, [life, lifeSent], lifeKey] = generated.unit;
        if (unitState !== 'absent') {
          raw[unitKey.sent] = unitState === 'null' ? null : { [lifeKey.sent]: lifeSent };
        }

        const read = v.parse(solutionSchema, decodeAnswer(raw, ANSWER_URL));

        expect(read.id).toBe(generated.id);
        expect(read.name).toBe(generated.name);
        for (const [{ key }, state, value] of generated.texts) {
          expect(Reflect.get(read, key)).toBe(state === 'sent' ? value : undefined);
        }
        if (co2eState === 'sent') {
          expect(read.co2eData).toMatchObject({ total, savings, unit: 'kg' });
        } else {
          expect(read.co2eData).toBeUndefined();
        }
        expect(read.functionalUnit?.expectedServiceLife).toBe(
          unitState === 'sent' ? life : undefined,
        );
        expect(read.unreadableFields).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
