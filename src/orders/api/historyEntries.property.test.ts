import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_STATES } from '../model/states';
import { readChangeHistoryEntry, readStateHistoryEntry } from './historyEntries';

/** Property: history entries in any common spelling are placed, and unread is never empty. */
describe('history entries (property)', () => {
  const state = fc.constantFrom(...KNOWN_STATES);
  const toKey = fc.constantFrom('toState', 'to', 'newState', 'status', 'targetState');
  const timeKey = fc.constantFrom('occurredAt', 'timestamp', 'createdAt', 'at', 'changedAt');
  const ms = fc.integer({ min: 100_000_000, max: 4_000_000_000 }).map((s) => s * 1000);
  const encode = fc.constantFrom(
    (at: number) => at,
    (at: number) => at / 1000,
    (at: number) => String(at),
    (at: number) => new Date(at).toISOString(),
  );

  it('finds the target state and the time under any spelling and encoding', () => {
    fc.assert(
      fc.property(state, toKey, timeKey, ms, encode, (to, key, timeAt, at, enc) => {
        const entry = readStateHistoryEntry({ [key]: to, [timeAt]: enc(at) });
        expect(entry.toState).toBe(to);
        expect(entry.occurredAt).toBe(new Date(at).toISOString());
      }),
    );
  });

  it('a change whose new value was not found is unread, never empty', () => {
    const oldKey = fc.constantFrom('oldValue', 'from', 'previous', 'before');
    const newKey = fc.constantFrom('newValue', 'to', 'value', 'after');
    fc.assert(
      fc.property(oldKey, newKey, state, state, fc.boolean(), (o, n, before, after, sendNew) => {
        const entry = readChangeHistoryEntry({
          field: 'state',
          [o]: before,
          ...(sendNew ? { [n]: after } : {}),
        });
        expect(entry.oldValue).toEqual({ sent: true, value: before });
        expect(entry.newValue).toEqual(sendNew ? { sent: true, value: after } : { sent: false });
      }),
    );
  });

  /** Random keys that mean nothing a reader looks for. */
  const MEANT =
    /^(note|comment|reason|message|remark|descr|text|field|prop|path|attr|name|key|column|member|transition|action|event|step|rel|command|operation|old|prev|from|before|was|orig|prior|former|new|current|to|after|now|next|target|state|status|actor|user|by|author|who|principal|person|editor|creator|modifier|perform|initiator|operator|agent|account|organ|org|company|tenant|role|side|party|id|uuid|guid|links|version|etag|draft|value)/;
  /** An entry's parts under the names and shapes other stacks use (decision 0110). */
  const pascal = (words: readonly string[]) =>
    words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const camel = (words: readonly string[]) => {
    const joined = pascal(words);
    return joined.charAt(0).toLowerCase() + joined.slice(1);
  };
  const pathOf = fc.constantFrom(
    (words: readonly string[]) => `QuoteDetails.${pascal(words)}`,
    (words: readonly string[]) => `quote_details.${words.join('_')}`,
    (words: readonly string[]) => `/quoteDetails/${camel(words)}`,
    (words: readonly string[]) => camel(words),
  );
  const quoteField = fc.constantFrom(
    ['quoted', 'price'],
    ['quote', 'notes'],
    ['quoted', 'currency'],
  );
  const fieldKey = fc.constantFrom('field', 'property', 'path', 'attribute', 'fieldName');
  const sides = fc.constantFrom<readonly [string, string] | null>(
    ['oldValue', 'newValue'],
    ['previous', 'current'],
    ['old', 'new'],
    ['from', 'to'],
    ['before', 'after'],
    ['was', 'now'],
    ['previousValue', 'currentValue'],
    null,
  );
  const anyTimeKey = fc.oneof(
    fc.constantFrom('changedAt', 'timestamp', 'when', 'created', 'modifiedOn', 'performedAt'),
    fc.stringMatching(/^[a-z]{3,10}$/).filter((key) => !MEANT.test(key)),
  );
  const id = fc.oneof(fc.uuid(), fc.integer({ min: 1, max: 1_000_000 }).map(String));
  const personName = fc.constantFrom('Kari Kunde', 'Sverre Leverandør', 'Ola Nordmann');
  const actorKey = fc.constantFrom('actor', 'user', 'by', 'changedBy', 'performedBy', 'author');
  const actor = fc.oneof(
    personName.map((name) => ({ value: name, name })),
    fc.tuple(personName, id).map(([name, sub]) => ({ value: { sub, name }, name })),
    fc.tuple(personName, id).map(([name, sub]) => ({
      value: { id: sub, displayName: name, name: sub },
      name,
    })),
    id.map((sub) => ({ value: sub, name: undefined })),
    id.map((sub) => ({ value: { userId: sub, role: 'CUSTOMER' }, name: undefined })),
  );

  it('reads every part of a field change in any shape, and never an id as a name', () => {
    fc.assert(
      fc.property(
        fc.record({ words: quoteField, path: pathOf, key: fieldKey, sides, time: anyTimeKey }),
        fc.record({ at: ms, who: actorKey, actor, before: fc.integer(), after: fc.integer() }),
        ({ words, path, key, sides: names, time }, { at, who, actor: by, before, after }) => {
          const values = names
            ? { [names[0]]: before, [names[1]]: after }
            : { values: [before, after] };
          const raw = { [key]: path(words), ...values, [who]: by.value };
          const entry = readChangeHistoryEntry({
            ...raw,
            [time]: new Date(at).toISOString(),
          });
          expect(entry.field).toBe(camel(words));
          expect(entry.oldValue).toEqual({ sent: true, value: before });
          expect(entry.newValue).toEqual({ sent: true, value: after });
          expect(entry.occurredAt).toBe(new Date(at).toISOString());
          expect(entry.actor?.name).toBe(by.name);
          expect(entry.other).toEqual([]);
        },
      ),
    );
  });

  it('every member of a state entry is read or named as unplaced, never lost', () => {
    const extra = fc.dictionary(fc.stringMatching(/^[a-z]{3,8}$/), fc.string(), { maxKeys: 3 });
    fc.assert(
      fc.property(state, actorKey, actor, anyTimeKey, ms, extra, (to, who, by, time, at, more) => {
        const raw = { ...more, toState: to, [who]: by.value, [time]: new Date(at).toISOString() };
        const entry = readStateHistoryEntry(raw);
        const placed = [entry.toState, entry.occurredAt, entry.actor].filter(Boolean).length;
        expect(entry.toState).toBe(to);
        expect(entry.occurredAt).toBe(new Date(at).toISOString());
        expect(entry.actor?.name).toBe(by.name);
        expect(placed + entry.other.length).toBeGreaterThanOrEqual(3);
        for (const value of Object.values(raw))
          if (typeof value === 'string' && value !== '' && value !== by.name)
            expect(entry.actor?.name).not.toBe(value);
      }),
    );
  });
});
