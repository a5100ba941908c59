/**
 * `linkWords` of `SANDBOX_SHAPES=random`: transition links in a server's own words (spec 2.3 gives
 * every link an optional `title`, "human-readable text", and leaves the `disabledReason` codes
 * open, spec 7). `own`: a disabled link explains itself in its `title`, under a code of this
 * server's own or none; an enabled one describes its step beyond the name. `codes`: every link's
 * `title` only labels it (HAL: a title labels the link), in the server's language, and a disabled
 * one gives a code the app does not know.
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

/** Our codes as a server with codes of its own sends them (the app knows none of these). */
export const UNKNOWN_CODES: Readonly<Record<string, string>> = {
  QUOTE_PRICE_REQUIRED: 'PRICE_NOT_ON_DRAFT',
  QUOTE_EXPIRED: 'OFFER_VALIDITY_ENDED',
};

/** Each step's label as a Norwegian server titles its links. */
export const STEP_LABELS: Readonly<Record<string, string>> = {
  'request-quote': 'Be om tilbud',
  quote: 'Send tilbud',
  'send-offer': 'Send tilbud',
  'withdraw-offer': 'Trekk tilbake tilbudet',
  accept: 'Godta tilbudet',
  plan: 'Planlegg arbeidet',
  start: 'Start arbeidet',
  complete: 'Fullfør arbeidet',
  approve: 'Godkjenn leveransen',
  'request-revisions': 'Be om endringer',
  cancel: 'Avbryt bestillingen',
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

/** A transition link titled with its step's label only, a disabled one with an unknown code. */
function labelOnly(rel: string, link: Record<string, unknown>): Record<string, unknown> {
  if (!isTransition(link)) return link;
  const label = STEP_LABELS[rel];
  const reason = link['disabledReason'];
  const code = typeof reason === 'string' ? (UNKNOWN_CODES[reason] ?? reason) : reason;
  return {
    ...link,
    ...(label === undefined ? {} : { title: label }),
    ...(code === undefined ? {} : { disabledReason: code }),
  };
}

/** Every `_links` object's transition links in the chosen words (`own` or `codes`). */
export function withLinkWords(body: Json, choice: 'own' | 'codes'): Json {
  if (Array.isArray(body)) return body.map((item: unknown) => withLinkWords(item, choice));
  if (!isRecord(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    result[key] =
      key === '_links' && isRecord(value)
        ? Object.fromEntries(
            Object.entries(value).map(([rel, link]) => [
              rel,
              !isRecord(link) ? link : choice === 'own' ? ownWords(link) : labelOnly(rel, link),
            ]),
          )
        : withLinkWords(value, choice);
  }
  return result;
}

/** Every `_links` object's transition links in the server's own words. */
export const withOwnLinkWords = (body: Json): Json => withLinkWords(body, 'own');
