export { halLinkSchema, halLinksSchema, readLinks, type HalLink, type HalLinks } from './link';
export { titleBeyond } from './linkTitle';
export { resolveHref, type ResolvedHref } from './resolve';
export {
  isTransitionLink,
  selectTransitions,
  subResourceHref,
  type IgnoredLink,
  type IgnoredReason,
  type LinkMethod,
  type TransitionAction,
  type TransitionSelection,
} from './transitions';
