/**
 * Readers of `SANDBOX_SHAPES=random` answers that know the seed's choices (shared by the sandbox
 * contract tests and the browser journeys, which compute their expectations from the API's own
 * answers). The app must read the same answers without knowing the choices.
 */
import type { Choices } from '../../sandbox/http/random.ts';
import { CONTINUATION_PARAMS } from '../../sandbox/http/random/continuation.ts';
import { keyIn } from '../../sandbox/http/random/values.ts';

/** An answer as the tests keep it. */
export interface Answer {
  url: URL;
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  body: unknown;
}

/** Reads a fetch answer. */
export async function answerOf(url: URL, response: Response): Promise<Answer> {
  const text = await response.text();
  const json = /json/.test(response.headers.get('Content-Type') ?? '') && text !== '';
  return {
    url,
    status: response.status,
    headers: response.headers,
    text,
    body: json ? (JSON.parse(text) as unknown) : undefined,
  };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `record[key]`, the key spelt as the seed's server spells it. */
export function field(record: unknown, key: string, choices: Choices): unknown {
  return isRecord(record) ? record[keyIn(key, choices.keyCase)] : undefined;
}

/**
 * The items of a list answer in the seed's envelope; `key` is its name under `_embedded` (and the
 * list's member when a server paging by a continuation value wraps a bare array). A list left out
 * (`empties: omit`) is empty.
 */
export function itemsOf(body: unknown, key: string, choices: Choices): unknown[] {
  const items = (() => {
    switch (choices.envelope) {
      case 'array':
        return choices.continuation === 'none' ? body : field(body, key, choices);
      case 'hal':
        return isRecord(body) && isRecord(body['_embedded']) ? body['_embedded'][key] : undefined;
      case 'spring':
        return field(body, 'content', choices);
      case 'drf':
        return field(body, 'results', choices);
      case 'data':
        return field(body, 'data', choices);
    }
  })();
  // A list left out: its member missing, or a bare array written as `{}`.
  const leftOut = items === undefined || (isRecord(items) && Object.keys(items).length === 0);
  if (leftOut && choices.empties === 'omit' && isRecord(body)) return [];
  if (!Array.isArray(items)) throw new Error(`no ${key} in ${JSON.stringify(body)}`);
  return items;
}

/** The total a list answer's body states, or undefined. */
export function bodyTotal(body: unknown, choices: Choices): unknown {
  switch (choices.envelope) {
    case 'array':
      return undefined;
    case 'hal':
    case 'spring':
      return field(field(body, 'page', choices), 'totalElements', choices);
    case 'drf':
      return field(body, 'count', choices);
    case 'data':
      return field(field(body, 'meta', choices), 'total', choices);
  }
}

/** Where a server paging by offset puts its next link: the member, spelt as the seed spells keys. */
function memberLink(body: unknown, member: string, choices: Choices): unknown {
  const dot = member.startsWith('@') ? -1 : member.indexOf('.');
  if (dot < 0) return field(body, member, choices);
  return field(field(body, member.slice(0, dot), choices), member.slice(dot + 1), choices);
}

/** The continuation value of a list answer, when the seed's server pages by one. */
function continuationOf(body: unknown, choices: Choices): string | undefined {
  const { continuation } = choices;
  if (continuation === 'none') return undefined;
  const value =
    continuation === 'next_cursor'
      ? field(field(body, 'response_metadata', choices), 'next_cursor', choices)
      : field(body, continuation, choices);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The next page of a list answer: its `next` link (body or `Link` header) resolved against its
 * URL, or its URL with the continuation value sent back.
 */
export function nextOf(answer: Answer, choices: Choices): URL | undefined {
  if (choices.continuation !== 'none') {
    const token = continuationOf(answer.body, choices);
    if (token === undefined) return undefined;
    const next = new URL(answer.url);
    next.searchParams.set(CONTINUATION_PARAMS[choices.continuation].token, token);
    return next;
  }
  const header = /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get('Link') ?? '')?.[1];
  const inBody = (() => {
    const body = answer.body;
    if (choices.nextMember !== 'standard') return memberLink(body, choices.nextMember, choices);
    switch (choices.envelope) {
      case 'hal':
      case 'spring': {
        const links = isRecord(body) ? body['_links'] : undefined;
        const next = isRecord(links) ? links['next'] : undefined;
        return isRecord(next) ? next['href'] : undefined;
      }
      case 'drf':
        return field(body, 'next', choices);
      case 'data':
        return field(field(body, 'links', choices), 'next', choices);
      case 'array':
        return undefined;
    }
  })();
  const href = header ?? (typeof inBody === 'string' ? inBody : undefined);
  return href === undefined ? undefined : new URL(href, answer.url);
}

/** The organisation an order's party, a provider or an actor names: its id, whatever its form. */
export function organizationIdOf(record: unknown, choices: Choices): string | undefined {
  const ref =
    choices.orgRefs === 'resource-name'
      ? field(record, 'name', choices)
      : field(record, 'id', choices);
  if (typeof ref !== 'string') return undefined;
  return choices.orgRefs === 'id' ? ref : decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1));
}
