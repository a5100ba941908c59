import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';
import { judgeNextPage, judgeTotal, judgeTree } from './checks/catalogue';
import { judgeExposed } from './checks/cors';
import { judgeLinks, judgeListNext, judgeListTotal, judgeStateHistory } from './checks/orders';
import { formatJson, formatText } from './report';
import { redact } from './secrets';
import { exitCodeOf, finding } from './verdict';

const API = 'https://api.example/services/v1';

describe('verdicts', () => {
  it('a total the browser could not read is a loss, with what the page says instead', () => {
    expect(judgeTotal({ total: 345, items: [] }).verdict).toBe('read');
    const lost = judgeTotal({
      total: undefined,
      items: Array.from({ length: 20 }, (_, id) => ({ id })),
    });
    expect(lost.verdict).toBe('loss');
    expect(lost.seen).toMatch(/20 shown, more may follow/);
    expect(judgeListTotal({ totalGiven: false, total: 21 }).verdict).toBe('loss');
    expect(judgeListTotal({ totalGiven: true, total: 21 }).verdict).toBe('read');
  });

  it('a next page that repeats the first is not read', () => {
    const id = (item: unknown) => (item as { id: number }).id;
    const first = { items: [{ id: 1 }, { id: 2 }], more: true };
    expect(judgeNextPage(first, { items: [{ id: 2 }, { id: 3 }] }, id).verdict).toBe('not-read');
    expect(judgeNextPage(first, { items: [{ id: 3 }] }, id).verdict).toBe('read');
    expect(judgeNextPage(first, { items: [] }, id).verdict).toBe('not-read');
    expect(
      judgeListNext({ orders: [{ id: 1 }], more: true }, { orders: [{ id: 1 }] }).verdict,
    ).toBe('not-read');
    const ended = judgeListNext(
      { orders: [{ id: 1 }], more: true },
      { orders: [], nothingNew: true },
    );
    expect(ended.verdict).toBe('loss');
    expect(ended.seen).toMatch(/no way to further orders/);
  });

  it('a tree without children is a loss', () => {
    expect(judgeTree({ roots: 3, nodes: 3, depth: 1 }).verdict).toBe('loss');
    expect(judgeTree({ roots: 3, nodes: 9, depth: 2 }).verdict).toBe('read');
  });

  it('a history entry without who is a loss that names it', () => {
    const entry = {
      occurredAt: '2026-11-28T10:00:00Z',
      toState: 'QUOTED',
      transition: 'quote',
      fromState: undefined,
      notes: undefined,
      other: [],
    };
    const judged = judgeStateHistory([{ ...entry, actor: undefined }]);
    expect(judged.verdict).toBe('loss');
    expect(judged.seen).toMatch(/no who/);
    expect(
      judgeStateHistory([
        {
          ...entry,
          actor: {
            name: 'Kari',
            organizationId: undefined,
            organizationName: undefined,
            role: undefined,
          },
        },
      ]).verdict,
    ).toBe('read');
  });

  it('a disabled link with neither a code the app has words for nor a title saying more is a loss', () => {
    const link = (extra: object) => ({
      accept: {
        href: `${API}/orders/1/transitions/accept`,
        method: 'POST',
        targetState: 'ACCEPTED',
        disabled: true,
        ...extra,
      },
    });
    expect(judgeLinks([link({ disabledReason: 'QUOTE_EXPIRED' })], API).verdict).toBe('read');
    // A title that only labels the step is no reason (HAL); one that says more is.
    expect(judgeLinks([link({ title: 'Accept the quote' })], API).verdict).toBe('loss');
    expect(judgeLinks([link({ title: 'Waiting for the credit check' })], API).verdict).toBe('read');
    expect(judgeLinks([link({ disabledReason: 'SOMETHING_NEW' })], API).verdict).toBe('loss');
    const unknown = judgeLinks(
      [{ archive: { href: `${API}/orders/1/archive`, method: 'POST', targetState: 'ARCHIVED' } }],
      API,
    );
    expect(unknown.facts.join(' ')).toMatch(/unknown relations \(not shown as buttons\): archive/);
  });

  it('paging headers sent but not exposed are a loss', () => {
    const exchange = { method: 'GET', target: '/x', status: 200, members: [] };
    expect(
      judgeExposed([{ ...exchange, pagingHeaders: [{ name: 'X-Total-Count', readable: false }] }])
        .verdict,
    ).toBe('loss');
    expect(
      judgeExposed([{ ...exchange, pagingHeaders: [{ name: 'X-Total-Count', readable: true }] }])
        .verdict,
    ).toBe('read');
  });
});

describe('output', () => {
  it('exits 1 only when something is not read', () => {
    const ok = { findings: [finding('a', 'catalogue', 'a', 'loss', [])], elapsedMs: 1 };
    expect(exitCodeOf(ok)).toBe(0);
    expect(
      exitCodeOf({
        ...ok,
        findings: [...ok.findings, finding('b', 'orders', 'b', 'not-read', [])],
      }),
    ).toBe(1);
    expect(formatText(ok, false)).toContain('◐ a (read with a loss)');
    expect(JSON.parse(formatJson(ok))).toMatchObject({
      exitCode: 0,
      findings: [{ id: 'a', verdict: 'loss' }],
    });
  });

  it('masks secrets, tokens and organisation ids, also URL-encoded', () => {
    const text = 'GET /orgadmin/v1/org%20one/service with eyJ.abc.def and s3cret';
    expect(
      redact(text, { secret: 's3cret', token: 'eyJ.abc.def', organizations: ['org one'] }),
    ).toBe('GET /orgadmin/v1/‹organisation›/service with ‹token› and ‹secret›');
  });

  it('never takes the secret as an argument', () => {
    expect(() => parseArgs(['--client-secret', 'x'], {})).toThrow(/never an argument/);
    expect(parseArgs(['--json', '--origin=https://app.example/path'], {})).toMatchObject({
      json: true,
      origin: 'https://app.example',
    });
  });
});
