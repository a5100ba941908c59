/**
 * `continuation` of `SANDBOX_SHAPES=random`: lists continued only by a value the client sends
 * back, page numbers ignored (Google AIP-158 `nextPageToken` → `pageToken`; Slack's
 * `response_metadata.next_cursor` → `cursor`, `""` at the end; AWS `NextToken` → `NextToken`).
 * The server caps its pages (AIP-158: `page_size` is a maximum), so every list has pages.
 */
import { isRecord, type Json } from '../rewrite.ts';
import type { Choices } from './choices.ts';
import { cursorFor, readCursor, type PageInfo } from './lists.ts';
import { inCase } from './values.ts';

export type Continuation = Exclude<Choices['continuation'], 'none'>;

/** The request parameters each stack reads: the value sent back, and the page size. */
export const CONTINUATION_PARAMS: Readonly<Record<Continuation, { token: string; size: string }>> =
  {
    nextPageToken: { token: 'pageToken', size: 'pageSize' },
    next_cursor: { token: 'cursor', size: 'limit' },
    NextToken: { token: 'NextToken', size: 'MaxResults' },
  };

/** Paging parameters of every kind, none of which such a server reads but its own. */
const PAGING = ['pageNumber', 'pageSize', 'offset', 'limit', '$skip', '$top', 'cursor'];

/**
 * The names of `params` that spell `name` in any key case (`pageToken`, `page_token`,
 * `PageToken`): the server spells its members in its key case, and reads its parameters so.
 */
const spellings = (params: URLSearchParams, name: string): string[] =>
  [...new Set(params.keys())].filter((key) => inCase(key, 'snake') === inCase(name, 'snake'));

const valueOf = (params: URLSearchParams, name: string): string | null => {
  const [key] = spellings(params, name);
  return key === undefined ? null : params.get(key);
};

/**
 * The page a request asks for (from 0): the one its continuation value stands for, else the
 * first, whatever page number it names; `cap` bounds the size. A value this server never wrote
 * is undefined (the server refuses it).
 */
export function askedPage(
  params: URLSearchParams,
  choice: Continuation,
  cap: number,
): { number: number; size: number } | undefined {
  const names = CONTINUATION_PARAMS[choice];
  const token = valueOf(params, names.token);
  if (token !== null && token !== '') {
    const page = readCursor(token);
    return page === undefined ? undefined : { number: page.number, size: Math.min(page.size, cap) };
  }
  const asked = Number(valueOf(params, names.size) ?? params.get('pageSize') ?? cap);
  const size = Number.isInteger(asked) && asked > 0 ? Math.min(asked, cap) : cap;
  return { number: 0, size };
}

/** `/orders`' parameters in the sandbox's terms: the page the continuation value names. */
export function readContinuation(params: URLSearchParams, choice: Continuation, cap: number) {
  const page = askedPage(params, choice, cap);
  for (const name of [...PAGING, ...Object.values(CONTINUATION_PARAMS[choice])]) {
    for (const key of spellings(params, name)) params.delete(key);
  }
  params.set('pageNumber', page === undefined ? 'invalid-token' : String(page.number));
  if (page !== undefined) params.set('pageSize', String(page.size));
}

/** One page of a whole list the handler answered, as the request's continuation value asks. */
export function pageHere<T>(
  items: readonly T[],
  url: URL,
  choice: Continuation,
  cap: number,
): { items: T[]; page: PageInfo } {
  const { number, size } = askedPage(url.searchParams, choice, cap) ?? { number: 0, size: cap };
  return {
    items: items.slice(number * size, (number + 1) * size),
    page: {
      number,
      size,
      totalElements: items.length,
      totalPages: Math.max(1, Math.ceil(items.length / size)),
    },
  };
}

/**
 * `body` with the continuation value of the page after `page`, where the stack writes it; a
 * bare array becomes `{ [key]: items }` (AIP-132's list response, AWS's, Slack's). At the end
 * Google and AWS leave the member out, Slack writes `""`.
 */
export function withContinuation(
  body: Json,
  key: string,
  page: PageInfo | undefined,
  choice: Continuation,
): Json {
  const more = page !== undefined && page.number + 1 < page.totalPages;
  const token = more ? cursorFor(page.number + 1, page.size) : undefined;
  const holder: Record<string, unknown> = isRecord(body) ? { ...body } : { [key]: body };
  if (choice === 'next_cursor') {
    const meta = isRecord(holder['response_metadata']) ? holder['response_metadata'] : {};
    holder['response_metadata'] = { ...meta, next_cursor: token ?? '' };
  } else if (token !== undefined) holder[choice] = token;
  return holder;
}
