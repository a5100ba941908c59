import type { CatalogueMessageKey } from '../messages';
import { SOLUTION_TYPES, type SolutionType } from './filters';

export function isKnownType(type: string): type is SolutionType {
  return (SOLUTION_TYPES as readonly string[]).includes(type);
}

/** The message key of a known type; unknown types (the server may add some) are shown as they are. */
export function typeMessageKey(type: SolutionType): CatalogueMessageKey {
  return `type.${type}`;
}
