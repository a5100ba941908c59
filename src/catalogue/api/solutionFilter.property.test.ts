import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagingServer } from '../../test/pagingServer';
import { solutionFixture } from '../testing/fixtures';
import { fetchSolutionsPage } from './solutions';

const BASE = 'https://catalogue.test/v1';
const TYPES = ['RECOVER_VALUE', 'RETAIN_VALUE', 'PRODUCTION'] as const;
const ORGS = ['o1', 'o2', 'o3'] as const;

interface Stored {
  type: (typeof TYPES)[number];
  organizationId: (typeof ORGS)[number];
}

/** A catalogue that pages by `pageNumber` and applies `type` and `organizationIds` or ignores them. */
function catalogue(services: readonly Stored[], honours: boolean, withTotal: boolean) {
  const items = services.map((service, i) => solutionFixture({ id: i + 1, ...service }));
  const keep = (s: (typeof items)[number], params: URLSearchParams) => {
    const type = params.get('type');
    const orgs = params.getAll('organizationIds');
    return (
      (type === null || s.type === type) &&
      (orgs.length === 0 || orgs.includes(s.organizationId ?? ''))
    );
  };
  return pagingServer({ base: BASE, items, withTotal, ...(honours ? { keep } : {}) }).client;
}

describe('GET /solutions pages over a catalogue that may ignore its filters', () => {
  it('reaches every match once, keeps nothing else, and states no total a page shows wrong', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ type: fc.constantFrom(...TYPES), organizationId: fc.constantFrom(...ORGS) }),
          { maxLength: 40 },
        ),
        fc.constantFrom(...TYPES),
        fc.subarray([...ORGS], { minLength: 1 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 7 }),
        async (services, type, orgs, honours, withTotal, pageSize) => {
          const client = catalogue(services, honours, withTotal);
          const query = { type, organizationIds: orgs };
          const expected = services.flatMap((s, i) =>
            s.type === type && orgs.includes(s.organizationId) ? [i + 1] : [],
          );
          const shown: number[] = [];
          for (let page = 0; page <= services.length; page += 1) {
            const read = await fetchSolutionsPage(client, query, page, pageSize);
            shown.push(...read.items.map((s) => s.id));
            // A total only from a catalogue that applied the filters, or a page that showed none
            // it ignored (a page can only tell from what it holds).
            if (read.unmatched > 0) expect(read.total).toBeUndefined();
            if (honours && withTotal) expect(read.total).toBe(expected.length);
            if (read.sent.length < pageSize) break;
          }
          expect(shown).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
