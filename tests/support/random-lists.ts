/**
 * Readers of `SANDBOX_SHAPES=random` answers that know the seed's choices (shared by the sandbox
 * contract tests and the browser journeys, which compute their expectations from the API's own
 * answers). The app must read the same answers without knowing the choices.
 */
import type { Choices } from '../../sandbox/http/random.ts';
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

/** The items of a list answer in the seed's envelope; `key` is its name under `_embedded`. */
export function itemsOf(body: unknown, key: string, choices: Choices): unknown[] {
  const items = (() => {
    switch (choices.envelope) {
      case 'array':
        return body;
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

/** The `next` link of a list answer (body or `Link` header), resolved against its URL. */
export function nextOf(answer: Answer, choices: Choices): URL | undefined {
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
