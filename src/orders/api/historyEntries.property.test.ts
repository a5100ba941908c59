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
});
