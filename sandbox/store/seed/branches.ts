/**
 * Generated provider branches for large catalogues (benchmarks): about one provider per
 * `SERVICES_PER_PROVIDER` services, placed near the real towns with a deterministic jitter of a
 * few kilometres, so that a map of tens of thousands of services has many distinct points.
 */
import type { Prng } from './prng.ts';
import type { ProviderPlan } from './providers.ts';
import { aliasFromName } from './providers.ts';
import { TOWN_LIST, type Town } from './towns.ts';
import type { ProviderRecord } from './types.ts';
import { uuidV5 } from './uuid.ts';

export const SERVICES_PER_PROVIDER = 40;
/** Largest distance of a generated branch from its town centre. */
export const BRANCH_JITTER_KM = 4;

const BRANCH_PREFIXES = ['Ombrukssenter', 'Gjenbrukslager', 'Byggombruk', 'Returpunkt'] as const;

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** How many generated branches a catalogue of `scale` services gets beside the hand-written ones. */
export function branchCount(scale: number, defaultScale: number, handWritten: number): number {
  if (scale <= defaultScale) return 0;
  return Math.max(0, Math.round(scale / SERVICES_PER_PROVIDER) - handWritten);
}

/**
 * `count` generated branches. Each works in two to four branches of the taxonomy (`focusPool`:
 * class names). Names number the branches per town: "Ombrukssenter Hamar 12 AS".
 */
export function generateBranches(
  count: number,
  focusPool: readonly string[],
  prng: Prng,
): ProviderPlan[] {
  const townEntries = TOWN_LIST.map((town): readonly [Town, number] => [town, town.weight]);
  const numberByTown = new Map<string, number>();
  const plans: ProviderPlan[] = [];
  for (let i = 0; i < count; i++) {
    const town = prng.weighted(townEntries);
    const number = (numberByTown.get(town.name) ?? 0) + 1;
    numberByTown.set(town.name, number);
    const prefix = BRANCH_PREFIXES[number % BRANCH_PREFIXES.length] ?? BRANCH_PREFIXES[0];
    const name = `${prefix} ${town.name} ${number} AS`;
    const alias = aliasFromName(name);

    const km = BRANCH_JITTER_KM * Math.sqrt(prng.next());
    const angle = prng.between(0, 2 * Math.PI);
    const dLat = (km * Math.cos(angle)) / 111.32;
    const dLon = (km * Math.sin(angle)) / (111.32 * Math.cos((town.latitude * Math.PI) / 180));

    const focus = new Set<string>();
    const wanted = prng.int(2, 4);
    while (focus.size < wanted) focus.add(prng.pick(focusPool));

    const record: ProviderRecord = {
      id: uuidV5(alias),
      alias,
      name,
      city: town.name,
      latitude: round5(town.latitude + dLat),
      longitude: round5(town.longitude + dLon),
    };
    plans.push({
      record,
      focus: [...focus],
      weight: prng.between(0.6, 1.4),
      minServices: 5,
      allPrivate: false,
    });
  }
  return plans;
}
