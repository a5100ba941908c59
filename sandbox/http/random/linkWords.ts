/**
 * `linkWords` of `SANDBOX_SHAPES=random`: transition links in a server's own words (spec 2.3 gives
 * every link an optional `title`, "human-readable text", and leaves the `disabledReason` codes
 * open, spec 7). A disabled link explains itself in its `title`, under a code of this server's own
 * or none; an enabled one describes its step beyond the name.
 */
import { isRecord, type Json } from '../rewrite.ts';

/** Our codes as another server would send them: a code of its own, or none, with its words. */
export const OWN_REASONS: Readonly<Record<string, { code?: string; title: string }>> = {
  QUOTE_PRICE_REQUIRED: {
    code: 'DRAFT_PRICE_MISSING',
    title: 'Save a price in your draft before you send it',
  },
  QUOTE_EXPIRED: { title: 'The validity of this quote has ended' },
};

const isTransition = (link: Record<string, unknown>) =>
  typeof link['method'] === 'string' && typeof link['targetState'] === 'string';

function ownWords(link: Record<string, unknown>): Record<string, unknown> {
  if (!isTransition(link)) return link;
  const { disabledReason, ...rest } = link;
  if (link['disabled'] === true) {
    const own = typeof disabledReason === 'string' ? OWN_REASONS[disabledReason] : undefined;
    if (own === undefined) return link;
    return {
      ...rest,
      title: own.title,
      ...(own.code === undefined ? {} : { disabledReason: own.code }),
    };
  }
  const step = typeof link['title'] === 'string' ? link['title'] : 'This step';
  const to = String(link['targetState']).toLowerCase().replace(/_/g, ' ');
  return { ...link, title: `${step}; the order then becomes ${to}` };
}

/** Every `_links` object's transition links in the server's own words. */
export function withOwnLinkWords(body: Json): Json {
  if (Array.isArray(body)) return body.map(withOwnLinkWords);
  if (!isRecord(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    result[key] =
      key === '_links' && isRecord(value)
        ? Object.fromEntries(
            Object.entries(value).map(([rel, link]) => [
              rel,
              isRecord(link) ? ownWords(link) : link,
            ]),
          )
        : withOwnLinkWords(value);
  }
  return result;
}
