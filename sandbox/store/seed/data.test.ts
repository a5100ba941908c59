import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readSeedTable } from './data.ts';

describe('readSeedTable', () => {
  it('returns the table parsed by the schema', () => {
    const rows = readSeedTable('board-orders.json', v.array(v.object({ site: v.string() })));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.site).toBe('Skøyen skole');
  });

  it('throws naming the file and the bad value when the table does not match', () => {
    expect(() =>
      readSeedTable('board-orders.json', v.array(v.object({ site: v.number() }))),
    ).toThrow(/Seed table board-orders\.json: .*site/s);
  });

  it('throws when the file is missing', () => {
    expect(() => readSeedTable('no-such-table.json', v.unknown())).toThrow(/ENOENT/);
  });
});
