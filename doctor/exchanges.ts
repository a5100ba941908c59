/**
 * The doctor's evidence: each request it made and what came back (status, member names, the
 * paging headers sent and whether a browser may read them). Never a header's or a member's value.
 */
import { isRecord } from '../src/lib/isRecord';
import { readableHeaderNames } from './browser';

export interface Exchange {
  method: string;
  /** Path and query, without the origin. */
  target: string;
  /** The status, or why there was none. */
  status: number | 'no answer';
  /** The body's top-level member names (of its first item when it is an array). */
  members: string[];
  /** Paging headers the server sent, each with whether a browser may read it. */
  pagingHeaders: { name: string; readable: boolean }[];
  /** The parsed JSON body, for the judges of what the readers left unread; never printed. */
  body?: unknown;
}

/** Headers that carry a list's total or its links (spec 4.2; RFC 8288). */
export const PAGING_HEADERS = ['X-Total-Count', 'Content-Range', 'Link'];

/** The member names of a body, at most 12. */
export function membersOf(body: unknown): string[] {
  if (Array.isArray(body)) {
    const first: unknown = body[0];
    return [`[${String(body.length)} items]`, ...(isRecord(first) ? Object.keys(first) : [])].slice(
      0,
      12,
    );
  }
  return isRecord(body) ? Object.keys(body).slice(0, 12) : [];
}

/** One exchange as a line of evidence. */
export function describeExchange(exchange: Exchange): string {
  const parts = [`${exchange.method} ${exchange.target} → ${String(exchange.status)}`];
  if (exchange.members.length > 0) parts.push(`members: ${exchange.members.join(', ')}`);
  if (exchange.pagingHeaders.length > 0) {
    const names = exchange.pagingHeaders.map(
      ({ name, readable }) => `${name}${readable ? '' : ' (not exposed to the browser)'}`,
    );
    parts.push(`headers: ${names.join(', ')}`);
  }
  return parts.join(' · ');
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

/** A `fetch` that writes each exchange into `log` (the answer itself passes on unchanged). */
export function recordingFetch(inner: typeof fetch, log: Exchange[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const entry: Exchange = {
      method: init?.method ?? 'GET',
      target: `${url.pathname}${url.search}`,
      status: 'no answer',
      members: [],
      pagingHeaders: [],
    };
    log.push(entry);
    const response = await inner(input, init);
    entry.status = response.status;
    const readable = readableHeaderNames(response.headers);
    entry.pagingHeaders = PAGING_HEADERS.filter((name) => response.headers.has(name)).map(
      (name) => ({ name, readable: readable.has(name.toLowerCase()) }),
    );
    entry.body = await bodyOf(response);
    entry.members = membersOf(entry.body);
    return response;
  };
}
