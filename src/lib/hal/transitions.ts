import type { HalLink, HalLinks } from './link';
import { resolveHref } from './resolve';

/** Methods a link may ask for; any other method makes the link unusable for this client. */
export type LinkMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const LINK_METHODS: readonly LinkMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

function toLinkMethod(method: string): LinkMethod | null {
  const upper = method.trim().toUpperCase();
  return LINK_METHODS.find((m) => m === upper) ?? null;
}

/** A state-transition link the client may offer as an action (spec 2.3 rule 1). */
export interface TransitionAction {
  rel: string;
  /** Absolute URL on the API's origin. */
  href: string;
  method: LinkMethod;
  targetState: string;
  title: string | undefined;
  disabled: boolean;
  /** The server's stable code; only when `disabled`. */
  disabledReason: string | undefined;
}

export type IgnoredReason =
  | 'not-a-transition'
  | 'unknown-relation'
  | 'reserved-relation'
  | 'unsupported-method'
  | 'invalid-href'
  | 'other-origin';

export interface IgnoredLink {
  rel: string;
  reason: IgnoredReason;
}

export interface TransitionSelection {
  /** Known transitions present in `_links`, in the order of `knownRelations`. */
  actions: TransitionAction[];
  /** Everything else, with the reason it is not an action (for diagnostics and tests). */
  ignored: IgnoredLink[];
}

/** HAL relations that name the resource or its parts, never an action, whatever they carry. */
const RESERVED_RELATIONS = new Set(['self', 'curies']);

const isNonEmpty = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** A link with both `method` and `targetState` is a transition; without them, a sub-resource. */
export function isTransitionLink(link: HalLink): boolean {
  return isNonEmpty(link.method) && isNonEmpty(link.targetState);
}

/**
 * Picks the links that become action buttons. A link is an action only when its relation is one the
 * client knows (`knownRelations`, which also gives the order), it is a transition link, and its
 * `href` stays on the API's origin. The client never decides which transitions are legal: only
 * which of the server's links it knows how to label.
 */
export function selectTransitions(
  links: HalLinks,
  knownRelations: readonly string[],
  apiBase: string,
): TransitionSelection {
  const actions: TransitionAction[] = [];
  const ignored: IgnoredLink[] = [];
  const known = new Set(knownRelations);

  for (const [rel, link] of Object.entries(links)) {
    if (RESERVED_RELATIONS.has(rel)) {
      ignored.push({ rel, reason: 'reserved-relation' });
      continue;
    }
    if (!isNonEmpty(link.method) || !isNonEmpty(link.targetState)) {
      ignored.push({ rel, reason: 'not-a-transition' });
      continue;
    }
    if (!known.has(rel)) {
      ignored.push({ rel, reason: 'unknown-relation' });
      continue;
    }
    const method = toLinkMethod(link.method);
    if (!method) {
      ignored.push({ rel, reason: 'unsupported-method' });
      continue;
    }
    const resolved = resolveHref(link.href, apiBase);
    if (!resolved.ok) {
      ignored.push({ rel, reason: resolved.reason });
      continue;
    }
    const disabled = link.disabled === true;
    actions.push({
      rel,
      href: resolved.url,
      method,
      targetState: link.targetState,
      title: link.title,
      disabled,
      disabledReason: disabled && isNonEmpty(link.disabledReason) ? link.disabledReason : undefined,
    });
  }

  const rank = (rel: string) => knownRelations.indexOf(rel);
  actions.sort((a, b) => rank(a.rel) - rank(b.rel));
  return { actions, ignored };
}

/**
 * The absolute URL of a sub-resource relation (e.g. a history), or null when the relation is absent,
 * is a transition, or points to another origin.
 */
export function subResourceHref(links: HalLinks, rel: string, apiBase: string): string | null {
  const link = links[rel];
  if (!link || isTransitionLink(link)) return null;
  const resolved = resolveHref(link.href, apiBase);
  return resolved.ok ? resolved.url : null;
}
