/**
 * What the app's readers left unread in an answer, judged by meaning (docs/connecting.md): a
 * member that says how to continue a list (`nextPageToken`, `next_cursor`, `NextToken`), or a
 * name for people (`displayName`, `label`, `title`), whose value shows nowhere in what the reader
 * returned; and names that read as identifiers. Pure functions of a body and a reader's result.
 */
import { isIdentifier, wordsOfKey } from '../../src/lib/api-shapes';
import { isRecord } from '../../src/lib/isRecord';
import type { Answers, Judged } from '../context';
import { worst, type Verdict } from '../verdict';

export type MemberKind = 'continuation' | 'name';

export interface Meaningful {
  /** Where in the body, lists as `[]`: `orders[].supplier.displayName`. */
  path: string;
  kind: MemberKind;
  value: string;
}

/** Words that, beside "next", make a member a value to send back for the next page. */
const CONTINUATION_WORDS = ['token', 'cursor', 'key', 'marker', 'continuation'];
/** Words of a member that holds a name for people. */
const NAME_WORDS = ['display', 'label', 'title'];

function kindOf(key: string): MemberKind | undefined {
  const words = wordsOfKey(key);
  const next = words.includes('next') || words.includes('continuation');
  if (next && words.some((word) => CONTINUATION_WORDS.includes(word))) return 'continuation';
  if (words.some((word) => NAME_WORDS.includes(word))) return 'name';
  return undefined;
}

/** Every member of `body` with a meaning a person depends on, outside `_links` (labels of links). */
export function meaningfulMembers(body: unknown, path = ''): Meaningful[] {
  if (Array.isArray(body)) return body.flatMap((item) => meaningfulMembers(item, `${path}[]`));
  if (!isRecord(body)) return [];
  return Object.entries(body).flatMap(([key, value]) => {
    if (key === '_links') return [];
    const here = path === '' ? key : `${path}.${key}`;
    const kind = kindOf(key);
    if (kind !== undefined && typeof value === 'string' && value.trim() !== '')
      return [{ path: here, kind, value: value.trim() }];
    return meaningfulMembers(value, here);
  });
}

/**
 * Every text (and figure) in a reader's result, but for members kept under a meaningful name of
 * their own: a reader that passes a record through keeps `displayName` there without showing it.
 */
function textsOf(read: unknown, into: string[] = [], depth = 0): string[] {
  if (depth > 12) return into;
  if (typeof read === 'string') into.push(read);
  else if (typeof read === 'number') into.push(String(read));
  else if (Array.isArray(read)) for (const item of read) textsOf(item, into, depth + 1);
  else if (isRecord(read)) {
    for (const [key, value] of Object.entries(read))
      if (kindOf(key) === undefined) textsOf(value, into, depth + 1);
  }
  return into;
}

/** The meaningful members of `body` whose values show nowhere in `read` (the reader's result). */
export function unreadMembers(body: unknown, read: unknown): Meaningful[] {
  const texts = textsOf(read);
  return meaningfulMembers(body).filter(
    (member) => !texts.some((text) => text.includes(member.value)),
  );
}

/** What a person misses for each kind of member left unread. */
function missed(kind: MemberKind, path: string, example: string, count: number): string {
  return kind === 'continuation'
    ? `the list ends early: the server offered more under "${path}", and no request of the app reached it (never sent back, or under a name the server does not read)`
    : `"${path}" ("${example}") is never shown: ${String(count)} times the page shows an identifier or nothing in its place`;
}

/** Members of one or more answers no reader used: ◐ with what a person misses, else ✔. */
export function judgeUnread(unread: readonly Meaningful[]): {
  verdict: Verdict;
  seen?: string;
  facts: string;
} {
  const byPath = new Map<string, Meaningful[]>();
  for (const member of unread)
    byPath.set(member.path, [...(byPath.get(member.path) ?? []), member]);
  if (byPath.size === 0) return { verdict: 'read', facts: 'members no reader used: none' };
  const groups = [...byPath.entries()];
  return {
    verdict: 'loss',
    facts: `members no reader used: ${groups.map(([path, found]) => `${path} (${String(found.length)})`).join(', ')}`,
    seen: groups
      .map(([path, found]) =>
        missed(found[0]?.kind ?? 'name', path, found[0]?.value ?? '', found.length),
      )
      .join('; '),
  };
}

/** Names shown to people (`what`: "counterpart", "provider"): ◐ where one reads as an identifier. */
export function judgeNames(
  names: readonly (string | undefined)[],
  what: string,
): { verdict: Verdict; seen?: string; facts: string } {
  const shown = names.filter((name): name is string => name !== undefined);
  const ids = shown.filter(isIdentifier);
  const facts = `${what} names: ${String(shown.length)} read, ${String(ids.length)} read as identifiers`;
  if (ids.length === 0) return { verdict: 'read', facts };
  return {
    verdict: 'loss',
    seen: `${String(ids.length)} times a ${what} is shown as an identifier ("${ids[0] ?? ''}") instead of a name`,
    facts,
  };
}

/**
 * On how many orders the app recognised our organisation as a party: ✗ on none (the planning
 * board, "needs your action" and the role filter then find nothing), ◐ on some.
 */
export function judgeRecognised(
  recognised: number,
  orders: number,
): { verdict: Verdict; seen?: string; facts: string } {
  const facts = `our organisation recognised as a party on ${String(recognised)} of ${String(orders)} orders`;
  if (orders === 0 || recognised === orders) return { verdict: 'read', facts };
  if (recognised === 0) {
    return {
      verdict: 'not-read',
      seen: 'on no order does the app know which side we are on: the planning board and "needs your action" stay empty, "As supplier" and "As customer" cannot tell the orders apart',
      facts,
    };
  }
  return {
    verdict: 'loss',
    seen: `${String(orders - recognised)} orders are not known as ours: they are missing from the planning board and the role filters`,
    facts,
  };
}

/** Whether the server kept to a filter sent (`filter`, e.g. `state=QUOTED`). */
export function judgeFilter(
  filter: string,
  matching: number,
  returned: number,
): { verdict: Verdict; seen?: string; facts: string } {
  const facts = `${filter}: ${String(matching)} of ${String(returned)} orders returned match`;
  if (matching === returned) return { verdict: 'read', facts };
  return {
    verdict: 'loss',
    seen: `the server ignores ${filter}: the app reads every order and filters them itself, slower, and says a long list may be incomplete`,
    facts,
  };
}

/** Two judgements as one: the worse verdict, both facts, both consequences. */
export function both(a: Judged, b: Judged): Judged {
  const seen = [a.seen, b.seen].filter((text) => text !== undefined).join('; ');
  return {
    verdict: worst([a.verdict, b.verdict]),
    facts: `${a.facts}; ${b.facts}`,
    ...(seen === '' ? {} : { seen }),
  };
}

/**
 * The members of each answer no reader used: a continuation value is used where a later request
 * sent it back and got another answer (a server that does not read the parameter answers the same
 * page again); a name where the reader's result holds it.
 */
export function unreadInAnswers(answers: Answers, read: unknown): Meaningful[] {
  const texts = answers.bodies.map((body) => JSON.stringify(body));
  const reached = (value: string, index: number) =>
    answers.sent.some(
      (target, later) => later > index && target.includes(value) && texts[later] !== texts[index],
    );
  return answers.bodies.flatMap((body, index) => {
    const unshown = unreadMembers(body, read);
    return meaningfulMembers(body).filter((member) =>
      member.kind === 'continuation'
        ? !reached(member.value, index)
        : unshown.some((one) => one.path === member.path && one.value === member.value),
    );
  });
}

/** A judgement of what a reader returned (`read`), joined with what its answers left unread. */
export const withUnread = (answers: Answers, read: unknown, judged: Judged): Judged =>
  both(judged, judgeUnread(unreadInAnswers(answers, read)));
