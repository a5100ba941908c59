import * as v from 'valibot';

/** A link's words (`title`, `disabledReason`): a string, else left out; never the link's end. */
const words = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value : undefined)),
  ),
);

/**
 * One HAL link object (spec 2.3). Loose: fields the app does not know pass through, and every field
 * but `href` is optional. Its words are read leniently: a `title` or `disabledReason` that is not a
 * string is left out, and the link stays.
 */
export const halLinkSchema = v.looseObject({
  href: v.pipe(v.string(), v.minLength(1)),
  title: words,
  method: v.optional(v.string()),
  targetState: v.optional(v.string()),
  disabled: v.optional(v.boolean()),
  disabledReason: words,
});

export type HalLink = v.InferOutput<typeof halLinkSchema>;

/** Relation name → link. Relations whose value is not one readable link object are left out. */
export type HalLinks = Readonly<Record<string, HalLink>>;

/**
 * Reads a `_links` object without ever failing on what the server may add later: an entry that is
 * not a single valid link object (an array, a link without `href`, a wrong type) is dropped, so one
 * odd relation never makes the whole resource unreadable.
 */
export function readLinks(raw: Readonly<Record<string, unknown>>): HalLinks {
  const links: Record<string, HalLink> = {};
  for (const [rel, value] of Object.entries(raw)) {
    const parsed = v.safeParse(halLinkSchema, value);
    if (parsed.success) links[rel] = parsed.output;
  }
  return links;
}

/** Schema for a `_links` member: any object, read with {@link readLinks}. Absent means no links. */
export const halLinksSchema = v.pipe(
  v.optional(v.record(v.string(), v.unknown()), {}),
  v.transform(readLinks),
);
