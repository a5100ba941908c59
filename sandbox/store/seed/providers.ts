/**
 * Hand-written providers at real Norwegian towns (the table is `data/providers.json`), each with
 * the branches of the taxonomy it works in (`focus`: class names). The demo organisations keep the
 * fixed ids of `DEMO_ORGANIZATIONS`; the others get name-based UUIDs from their alias, so their ids
 * never change either.
 */
import * as v from 'valibot';
import { readSeedTable } from './data.ts';
import { TOWNS, type TownKey } from './towns.ts';
import { DEMO_ORGANIZATIONS, type OrganizationRecord, type ProviderRecord } from './types.ts';
import { uuidV5 } from './uuid.ts';

export interface ProviderSeed {
  name: string;
  town: TownKey;
  /** Class names of the taxonomy branches the provider registers services in. */
  focus: readonly string[];
  /** Fixed identity (demo organisations); otherwise derived from the name. */
  organization?: OrganizationRecord;
}

/** A provider plus what the services generator needs to know about it. */
export interface ProviderPlan {
  record: ProviderRecord;
  focus: readonly string[];
  /** Relative share of the generated services. */
  weight: number;
  /** Services it gets at least (when the scale allows). */
  minServices: number;
  /** Every service private (the `lukketLager` demo organisation). */
  allPrivate: boolean;
}

const { lukketLager, byggherre, nordlysEiendom } = DEMO_ORGANIZATIONS;

const isTown = (value: unknown): value is TownKey =>
  typeof value === 'string' && Object.hasOwn(TOWNS, value);
const isDemo = (value: unknown): value is keyof typeof DEMO_ORGANIZATIONS =>
  typeof value === 'string' && Object.hasOwn(DEMO_ORGANIZATIONS, value);
const Focus = v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.nonEmpty());

/** A row of `data/providers.json`: a demo organisation by its key, or another one by its name. */
const ProviderSeedSchema = v.union([
  v.pipe(
    v.strictObject({
      demo: v.custom<keyof typeof DEMO_ORGANIZATIONS>(isDemo),
      town: v.custom<TownKey>(isTown),
      focus: Focus,
    }),
    v.transform(({ demo, town, focus }): ProviderSeed => {
      const organization = DEMO_ORGANIZATIONS[demo];
      return { name: organization.name, town, focus, organization };
    }),
  ),
  v.pipe(
    v.strictObject({
      name: v.pipe(v.string(), v.nonEmpty()),
      town: v.custom<TownKey>(isTown),
      focus: Focus,
    }),
    v.transform(({ name, town, focus }): ProviderSeed => ({ name, town, focus })),
  ),
]);

/** The hand-written providers, from `data/providers.json`. */
export const PROVIDER_SEEDS: readonly ProviderSeed[] = readSeedTable(
  'providers.json',
  v.array(ProviderSeedSchema),
);

/** Customer-side demo organisations (they buy, they do not provide). */
export const CUSTOMERS: readonly OrganizationRecord[] = [byggherre, nordlysEiendom];

/** Kebab-case alias from a company name: `Stålombruk Oslo AS` → `stalombruk-oslo`. */
export function aliasFromName(name: string): string {
  return name
    .replace(/\s+AS$/, '')
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Offsets (in degrees) for the second, third … hand-written provider in the same town, so that
 * they are distinct points on a map: about 800 m apart around the town centre.
 */
function townOffset(index: number, latitude: number): [number, number] {
  if (index === 0) return [0, 0];
  const angle = index * 2.39996; // golden angle: well spread for any count
  const km = 0.8 * Math.sqrt(index);
  const dLat = (km * Math.cos(angle)) / 111.32;
  const dLon = (km * Math.sin(angle)) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return [dLat, dLon];
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** The hand-written providers as plans for the generator (no randomness: same for every seed). */
export function handWrittenProviders(): ProviderPlan[] {
  const perTown = new Map<TownKey, number>();
  return PROVIDER_SEEDS.map((seed) => {
    const town = TOWNS[seed.town];
    const index = perTown.get(seed.town) ?? 0;
    perTown.set(seed.town, index + 1);
    const [dLat, dLon] = townOffset(index, town.latitude);
    const alias = seed.organization?.alias ?? aliasFromName(seed.name);
    const record: ProviderRecord = {
      id: seed.organization?.id ?? uuidV5(alias),
      alias,
      name: seed.name,
      city: town.name,
      latitude: round5(town.latitude + dLat),
      longitude: round5(town.longitude + dLon),
    };
    const isDemo = seed.organization !== undefined;
    const allPrivate = seed.organization?.id === lukketLager.id;
    return {
      record,
      focus: seed.focus,
      weight: allPrivate ? 0.3 : isDemo ? 1.5 : 1,
      minServices: allPrivate ? 6 : isDemo ? 30 : 5,
      allPrivate,
    };
  });
}
