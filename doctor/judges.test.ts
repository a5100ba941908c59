import { describe, expect, it } from 'vitest';
import { HELP, parseArgs } from './args';
import { isIdentifier } from '../src/lib/api-shapes';
import { judgeNextPage, judgeTotal, judgeTree } from './checks/catalogue';
import { judgeExposed } from './checks/cors';
import { judgeListNext, judgeListTotal } from './checks/orderList';
import { judgeLinks, judgeStateHistory, longestHistoryOrder } from './checks/orderPage';
import {
  judgeFilter,
  judgeNames,
  judgeRecognised,
  judgeUnread,
  unreadInAnswers,
  unreadMembers,
} from './checks/reading';
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

describe('what the readers left unread', () => {
  const answer = {
    orders: [
      {
        id: 1,
        state: 'QUOTED',
        supplier: { name: 'organizations/peer-provider', displayName: 'Peer Provider AS' },
        _links: { accept: { href: '/x', title: 'Godta tilbudet' } },
      },
    ],
    nextPageToken: 'b2Zmc2V0PTIw',
  };

  it('a continuation value and a display name no reader used are a loss that says what is missed', () => {
    // A reader that passes the record through holds `displayName` without showing it.
    const read = {
      orders: [
        {
          id: 1,
          supplier: { name: 'organizations/peer-provider', displayName: 'Peer Provider AS' },
        },
      ],
    };
    const unread = unreadMembers(answer, read);
    expect(unread.map((member) => member.path)).toEqual([
      'orders[].supplier.displayName',
      'nextPageToken',
    ]);
    const judged = judgeUnread(unread);
    expect(judged.verdict).toBe('loss');
    expect(judged.seen).toMatch(/offered more under "nextPageToken"/);
    expect(judged.seen).toMatch(/"Peer Provider AS"\) is never shown/);
    expect(judged.facts).toMatch(/nextPageToken \(1\)/);
  });

  it('members whose values the reader holds (a link carrying the token, the name shown) are read', () => {
    const read = {
      orders: [{ supplier: { name: 'Peer Provider AS' } }],
      links: { next: 'https://api.example/orders?pageToken=b2Zmc2V0PTIw' },
    };
    expect(judgeUnread(unreadMembers(answer, read)).verdict).toBe('read');
    // A value is used where a later request sent it back and got another page; a server that
    // does not read the parameter answers the first page again.
    const named = { orders: [{ supplier: { name: 'Peer Provider AS' } }] };
    const page2 = { orders: [{ id: 2 }] };
    const sent = ['/services/v1/orders', '/services/v1/orders?pageToken=b2Zmc2V0PTIw'];
    expect(unreadInAnswers({ bodies: [answer, page2], sent }, named)).toEqual([]);
    expect(
      unreadInAnswers({ bodies: [answer, answer], sent }, named).map((member) => member.path),
    ).toEqual(['nextPageToken', 'nextPageToken']);
    // A link's title labels the link: never counted as a name left unread.
    expect(unreadMembers({ _links: { plan: { title: 'Planlegg' } } }, {})).toEqual([]);
  });

  it('a name that reads as an identifier is a loss', () => {
    for (const id of ['organizations/peer-provider', 'peer-provider', 'https://x.example/o/1'])
      expect(isIdentifier(id)).toBe(true);
    for (const name of ['Peer Provider AS', 'Byggherre', 'Gjenbruk Oslo'])
      expect(isIdentifier(name)).toBe(false);
    const judged = judgeNames(['Byggherre AS', 'organizations/peer-buyer', undefined], 'party');
    expect(judged.verdict).toBe('loss');
    expect(judged.seen).toMatch(
      /1 times a party is shown as an identifier \("organizations\/peer-buyer"\)/,
    );
    expect(judgeNames(['Byggherre AS'], 'party').verdict).toBe('read');
  });

  it('our organisation recognised on no order is not read, on some a loss', () => {
    const none = judgeRecognised(0, 20);
    expect(none.verdict).toBe('not-read');
    expect(none.seen).toMatch(/planning board/);
    expect(judgeRecognised(12, 20).verdict).toBe('loss');
    expect(judgeRecognised(20, 20).verdict).toBe('read');
    expect(judgeRecognised(0, 0).verdict).toBe('read');
  });

  it('a filter the server ignored is a loss', () => {
    const ignored = judgeFilter('state=QUOTED', 3, 20);
    expect(ignored.verdict).toBe('loss');
    expect(ignored.seen).toMatch(/ignores state=QUOTED/);
    expect(judgeFilter('state=QUOTED', 4, 4).verdict).toBe('read');
  });

  it('the longest history is the order furthest along the main path', () => {
    const orders = [
      { id: 1, state: 'QUOTED' },
      { id: 2, state: 'APPROVED' },
      { id: 3, state: 'CANCELLED' },
    ];
    expect(longestHistoryOrder(orders)?.id).toBe(2);
    expect(longestHistoryOrder([])).toBeUndefined();
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

  it('takes --help, which prints the usage', () => {
    expect(parseArgs(['--help'], {}).help).toBe(true);
    expect(HELP).toContain('usage: npm run doctor');
    expect(() => parseArgs(['--bogus'], {})).toThrow(/unknown argument/);
  });

  it('never takes the secret as an argument', () => {
    expect(() => parseArgs(['--client-secret', 'x'], {})).toThrow(/never an argument/);
    expect(parseArgs(['--json', '--origin=https://app.example/path'], {})).toMatchObject({
      json: true,
      origin: 'https://app.example',
    });
  });
});
