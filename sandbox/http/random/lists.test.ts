/** The lists of `SANDBOX_SHAPES=random`: paging read in, envelopes and next links written out. */
import { describe, expect, it } from 'vitest';
import { choicesFor } from './choices.ts';
import {
  cursorFor,
  ignoreParams,
  listAnswer,
  readCursor,
  readOffsetPaging,
  readPaging,
  readRepeatedOnly,
} from './lists.ts';
import { drfChoices } from './testing.ts';

it('reads a cursor it wrote, and pages from 1', () => {
  expect(readCursor(cursorFor(3, 20))).toEqual({ number: 3, size: 20 });
  const params = new URLSearchParams({ cursor: cursorFor(2, 5) });
  readPaging(params, 1);
  expect(params.toString()).toBe('pageNumber=2&pageSize=5');
  const fromOne = new URLSearchParams({ pageNumber: '1' });
  readPaging(fromOne, 1);
  expect(fromOne.get('pageNumber')).toBe('0');
});

it('reads a comma-joined value as one value in repeated-only mode', () => {
  const params = new URLSearchParams('organizationIds=a,b&organizationIds=c');
  readRepeatedOnly(params, ['organizationIds']);
  expect(params.getAll('organizationIds')).toEqual(['a%2Cb', 'c']);
});

it('drops the parameters a server ignores, and keeps the rest of the request', () => {
  const params = new URLSearchParams('state=QUOTED&state=PLANNED&role=supplier&pageSize=5');
  ignoreParams(params, ['state', 'role']);
  expect(params.toString()).toBe('pageSize=5');
});

it('puts a `next` link where the envelope has a place for it', () => {
  const url = new URL('http://127.0.0.1:8080/services/v1/orders?pageSize=2');
  const page = { number: 0, size: 2, totalElements: 5, totalPages: 3 };
  const choices = drfChoices({ linkPlace: 'body', hrefs: 'document', pageBase: 1 });
  const answer = listAnswer([{ id: 1 }, { id: 2 }], 'orders', url, page, choices);
  expect(answer.body).toEqual({
    count: 5,
    next: 'orders?pageNumber=2&pageSize=2',
    previous: null,
    results: [{ id: 1 }, { id: 2 }],
  });
  expect(answer.drop).toEqual(['x-total-count', 'content-range']);
});

describe('paging by offset under a member of its own', () => {
  const url = new URL(
    'http://127.0.0.1:8080/services/v1/orders?pageNumber=3&pageSize=2&role=customer',
  );
  const page = { number: 0, size: 2, totalElements: 5, totalPages: 3 };
  const base = { ...choicesFor(1), count: 'none', hrefs: 'absolute' } as const;

  it('reads the offset and ignores any page number asked', () => {
    const params = new URLSearchParams('pageNumber=3&pageSize=2&$skip=4&$top=2');
    readOffsetPaging(params, '@odata.nextLink');
    expect(params.toString()).toBe('pageNumber=2&pageSize=2');
    const ignored = new URLSearchParams('pageNumber=3&pageSize=20');
    readOffsetPaging(ignored, 'meta.next');
    expect(ignored.toString()).toBe('pageNumber=0&pageSize=20');
  });

  it('names its next link under the chosen member, with the offset and without a page number', () => {
    const odata = listAnswer([{ id: 1 }, { id: 2 }], 'orders', url, page, {
      ...base,
      envelope: 'spring',
      nextMember: '@odata.nextLink',
    });
    expect(odata.body).toMatchObject({
      '@odata.nextLink':
        'http://127.0.0.1:8080/services/v1/orders?role=customer&%24skip=2&%24top=2',
    });
    expect(JSON.stringify(odata.body)).not.toContain('_links');
    const meta = listAnswer([{ id: 1 }], 'orders', url, page, {
      ...base,
      envelope: 'data',
      count: 'body',
      nextMember: 'meta.next',
    });
    expect(meta.body).toMatchObject({
      meta: {
        total: 5,
        next: 'http://127.0.0.1:8080/services/v1/orders?role=customer&offset=2&limit=2',
      },
    });
    const bare = listAnswer([{ id: 1 }], 'orders', url, page, {
      ...base,
      envelope: 'array',
      nextMember: 'nextLink',
    });
    expect(bare.set['Link']).toContain('%24skip=2');
  });

  it('picks the standard paging for about half the seeds', () => {
    const standard = Array.from({ length: 400 }, (_, seed) => choicesFor(seed)).filter(
      (choices) => choices.nextMember === 'standard',
    ).length;
    expect(standard).toBeGreaterThan(150);
    expect(standard).toBeLessThan(250);
  });
});
