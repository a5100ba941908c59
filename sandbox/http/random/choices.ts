/**
 * `SANDBOX_SHAPES=random`: the points where the spec leaves the answer open, the legal choices at
 * each, and the one choice per point a seed picks for a whole run (docs/platform-contract.md 5).
 * The same seed always picks the same set, so a failing seed reproduces.
 */

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every point and its legal choices, in the order the seed picks them. */
export const POINTS = {
  /** Lists other than `/solutions` (spec 4.2 fixes a JSON array there). */
  envelope: ['array', 'hal', 'spring', 'drf', 'data'],
  /** Where a list's total is: headers, the body (not with a bare array) or nowhere. */
  count: ['headers', 'body', 'none'],
  /** The first page's number in `pageNumber` (`/solutions`, `/orders`). */
  pageBase: [0, 1],
  /** `/orders`: a `next` link with a page number, with an opaque cursor, or none. */
  nextLink: ['none', 'page', 'cursor'],
  /** Where a `next` link goes: the body (not with a bare array) or an RFC 8288 `Link` header. */
  linkPlace: ['body', 'header'],
  /** Keys the spec does not name, everywhere but inside `_links` and the keys of `_embedded`. */
  keyCase: ['camel', 'snake', 'kebab', 'pascal'],
  /** Optional fields with no value. */
  unset: ['absent', 'null'],
  /** Decimal figures (`quotedPrice`, `co2eData.total`, `co2eData.savings`). */
  decimals: ['number', 'string'],
  /** Date-times (`createdAt`, `updatedAt`, history times). */
  dateTime: ['utc', 'offset', 'local', 'epoch-seconds', 'epoch-millis'],
  /** Digits of a second's fraction in ISO date-times. */
  fractionDigits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  /** `href` values and `Link` targets. */
  hrefs: ['absolute', 'root', 'document', 'dot'],
  /** The answer of `POST …/transitions/{name}`. */
  transition: ['200-order', '200-empty', '201-empty', '204', '202-later'],
  /** Error bodies. */
  errors: ['problem', 'nest', 'fastapi', 'text'],
  /** Whether CORS exposes `X-Total-Count`, `Content-Range` and `Link`. */
  cors: ['expose', 'hide'],
  /** `Retry-After` of a 429. */
  retryAfter: ['seconds', 'date', 'none'],
  /** A category node's `name`. */
  categoryName: ['class', 'label'],
  /** How `organizationIds` and `state` take several values. */
  listParams: ['comma', 'repeated'],
  /**
   * `/orders`: paged by `pageNumber` as `nextLink` and `linkPlace` say (`standard`), or by an
   * offset, page numbers ignored, its next link always given under this member of the body.
   */
  nextMember: ['standard', '@odata.nextLink', 'nextLink', 'next_page_url', 'meta.next'],
  /** Query parameters the server does not know, and so ignores (the rest of the request stands). */
  ignoredFilters: ['none', 'orders'],
  /** An order's creation and last-change times: the names of the two members. */
  orderTimes: [
    'createdAt-updatedAt',
    'created-lastModified',
    'insertedAt-updatedOn',
    'dateCreated-dateModified',
  ],
  /** A history entry's time: the name of its one date-time member. */
  historyTime: ['occurredAt', 'timestamp', 'changedAt', 'created', 'when'],
  /** Who made a history entry: an object, an object with `displayName`, a name as text, or no name. */
  historyActor: ['object', 'display-name', 'text', 'unnamed'],
  /** A state-history entry's notes. */
  historyNotes: ['notes', 'comment', 'reason'],
  /** A field change: the field's and the two sides' names, or the sides as an `[old, new]` pair. */
  fieldChange: [
    'field-oldValue-newValue',
    'property-previous-current',
    'path-from-to',
    'attribute-before-after',
    'field-pair',
  ],
  /** How a field change names the field: its name, or its path in another case and separator. */
  fieldPath: ['name', 'dotted-pascal', 'dotted-snake', 'pointer'],
  /** Transition links' `title` and `disabledReason`: ours, or the server's own words and codes. */
  linkWords: ['ours', 'own'],
  /** Request headers CORS allows: every one the app may send, or only the spec's (`CORS_HEADERS`). */
  corsHeaders: ['all', 'spec'],
} as const;

/** Half the seeds keep the standard paging, so `nextLink` and `linkPlace` still count. */
const NEXT_MEMBER_PICKS = [
  ...(['standard', 'standard', 'standard', 'standard'] as const),
  ...POINTS.nextMember.slice(1),
];

export type Point = keyof typeof POINTS;
export type Choices = { readonly [P in Point]: (typeof POINTS)[P][number] };

function pick<T>(random: () => number, options: readonly T[]): T {
  const option = options[Math.floor(random() * options.length)];
  if (option === undefined) throw new Error('no options');
  return option;
}

/** The choices seed `seed` makes: one per point, the same every time. */
export function choicesFor(seed: number): Choices {
  const random = mulberry32(seed);
  const envelope = pick(random, POINTS.envelope);
  const bare = envelope === 'array';
  return {
    envelope,
    count: pick(random, bare ? (['headers', 'none'] as const) : POINTS.count),
    pageBase: pick(random, POINTS.pageBase),
    nextLink: pick(random, POINTS.nextLink),
    linkPlace: pick(random, bare ? (['header'] as const) : POINTS.linkPlace),
    keyCase: pick(random, POINTS.keyCase),
    unset: pick(random, POINTS.unset),
    decimals: pick(random, POINTS.decimals),
    dateTime: pick(random, POINTS.dateTime),
    fractionDigits: pick(random, POINTS.fractionDigits),
    hrefs: pick(random, POINTS.hrefs),
    transition: pick(random, POINTS.transition),
    errors: pick(random, POINTS.errors),
    cors: pick(random, POINTS.cors),
    retryAfter: pick(random, POINTS.retryAfter),
    categoryName: pick(random, POINTS.categoryName),
    listParams: pick(random, POINTS.listParams),
    nextMember: pick(random, NEXT_MEMBER_PICKS),
    ignoredFilters: pick(random, POINTS.ignoredFilters),
    orderTimes: pick(random, POINTS.orderTimes),
    historyTime: pick(random, POINTS.historyTime),
    historyActor: pick(random, POINTS.historyActor),
    historyNotes: pick(random, POINTS.historyNotes),
    fieldChange: pick(random, POINTS.fieldChange),
    fieldPath: pick(random, POINTS.fieldPath),
    linkWords: pick(random, POINTS.linkWords),
    corsHeaders: pick(random, POINTS.corsHeaders),
  };
}

/** One line per point, for the start-up log. */
export function describeChoices(seed: number, choices: Choices): string[] {
  return [
    `SANDBOX_SHAPES=random, SANDBOX_SHAPES_SEED=${seed}:`,
    ...Object.entries(choices).map(([point, choice]) => `  ${point.padEnd(15)} ${String(choice)}`),
  ];
}
